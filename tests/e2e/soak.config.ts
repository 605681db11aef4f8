import base from './playwright.config'

/**
 * The offline soak (`npm run soak`, after `npm run build`): long runs that are not part of
 * `npm test`. Same servers and browser as the end-to-end tests, desktop only, one worker.
 */
export default {
  ...base,
  testMatch: /\.soak\.ts$/,
  workers: 1,
  timeout: 30 * 60_000,
  projects: base.projects?.filter((project) => project.name === 'desktop'),
}
