import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '../tools/browser.mjs'
import { urls } from './ports'

const executablePath = chromiumPath()
const launchOptions = {
  args: CHROMIUM_ARGS,
  // A user's browser keeps pages in the back/forward cache; Playwright turns it off by default
  // (docs/decisions.md, "The field our tests imitate").
  ignoreDefaultArgs: ['--disable-back-forward-cache'],
  ...(executablePath ? { executablePath } : {}),
}

/**
 * End-to-end tests run against the production build served by `vite preview` and the API
 * double, in Chromium. `npm test` builds first; run `npm run build` before calling this alone.
 * Every worker starts its own double and preview (servers.ts, fixtures.ts), so tests run in
 * parallel without sharing state. E2E_PORT_BASE and E2E_DIST let two runs share one machine.
 */
export default defineConfig({
  testDir: '.',
  outputDir: './.results',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  forbidOnly: true,
  // Three on a two-core machine: most of a test's time is waiting (the double's timers,
  // throttled uploads, round trips), so a third worker shortens the run by about a tenth at
  // equal test times, and its contention shows races a user on a slow device would meet.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  reporter: [
    ['list'],
    ...(process.env.CI ? [['json', { outputFile: './.results/report.json' }] as const] : []),
    // Each test's CPU seconds, for finding what makes the suite slow (tests/e2e/README.md).
    ...(process.env.E2E_CPU ? [['../tools/e2e-cpu-reporter.mjs'] as const] : []),
  ],
  use: {
    baseURL: urls.app,
    // A failure has its screenshot and its page's accessibility snapshot. Traces are opt-in
    // (E2E_TRACE=1 keeps steps and DOM snapshots of a failed test; E2E_TRACE_SHOTS=1 adds the
    // screencast): recording them costs every test, passing or not, about 7% of its time on a
    // 2-core machine.
    trace: process.env.E2E_TRACE_SHOTS
      ? 'retain-on-failure'
      : process.env.E2E_TRACE
        ? { mode: 'retain-on-failure', screenshots: false }
        : 'off',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions },
      grepInvert: /@phone-only/,
    },
    {
      name: 'phone',
      // Phone layouts: only the tests tagged @phone run here, to keep the suite quick.
      // The Pixel 7's viewport, touch and mobile user agent, drawn at 1 device pixel per CSS
      // pixel rather than its 2.625: layout, media queries and hit targets are in CSS pixels, and
      // no test reads pixels (no screenshot comparison, no `srcset` or `devicePixelRatio` in the
      // app or the tests), so the sharper raster only cost time: about 4 % of the phone tests'
      // CPU (tests/e2e/README.md, "Keeping the suite fast").
      use: { ...devices['Pixel 7'], deviceScaleFactor: 1, launchOptions },
      grep: /@phone/,
    },
  ],
})
