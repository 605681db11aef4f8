import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '../tools/browser.mjs'
import { ports, urls } from './ports'

const executablePath = chromiumPath()
const launchOptions = { args: CHROMIUM_ARGS, ...(executablePath ? { executablePath } : {}) }

/** The runtime config the preview build serves: it points the app at this run's API double. */
const runtimeConfig = JSON.stringify({
  apiBase: urls.api,
  assetsBase: urls.assets,
  inquiryUrl: { en: 'https://example.com/en/contact', ja: 'https://example.com/ja/contact' },
  companyUrl: 'https://example.com/',
  otpLength: 6,
  privacyPolicyUpdatedAt: '2024-12-24',
})

/**
 * End-to-end tests run against the production build served by `vite preview` and the API
 * double, in Chromium. `npm test` builds first; run `npm run build` before calling this alone.
 * E2E_PORT_BASE and E2E_DIST let two runs share one machine (each with its own build folder).
 */
export default defineConfig({
  testDir: '.',
  outputDir: './.results',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  forbidOnly: true,
  // One worker: every test resets the API double's shared state before it starts.
  workers: 1,
  retries: 0,
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: './.results/report.json' }]]
    : [['list']],
  use: {
    baseURL: urls.app,
    trace: 'retain-on-failure',
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
      use: { ...devices['Pixel 7'], launchOptions },
      grep: /@phone/,
    },
  ],
  webServer: [
    {
      command: `node tests/api-double/server.mjs --api-port ${ports.api} --assets-port ${ports.assets} --storage-port ${ports.storage} --analysis-delay-ms 1500`,
      cwd: '../..',
      url: `${urls.api}/__control/health`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      timeout: 30_000,
    },
    {
      command: `npx vite preview --port ${ports.app} --strictPort --outDir ${process.env.E2E_DIST ?? 'dist'}`,
      cwd: '../..',
      url: urls.app,
      reuseExistingServer: false,
      env: {
        RUNTIME_CONFIG: runtimeConfig,
        // The double issues storage tickets on 127.0.0.1; both spellings are allowed.
        STORAGE_ORIGINS: `${urls.storage} http://127.0.0.1:${ports.storage}`,
      },
      timeout: 30_000,
    },
  ],
})
