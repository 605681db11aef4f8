// @ts-check
/**
 * One place that decides which Chromium runs: an explicit CHROME_PATH, else Debian's, else
 * Playwright's own download (a developer laptop that ran `npx playwright install`). Used by the
 * Playwright config, the test command, the bench and the tools.
 */
import { existsSync } from 'node:fs'

export const SYSTEM_CHROMIUM = '/usr/bin/chromium'
/** Debian's "old headless shell": the same Blink and V8 without the browser's own UI. */
export const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/**
 * The full browser: for what measures or shows what a user gets (the bench, Lighthouse,
 * screenshots) and for the few tests that need the browser's own UI (installing the app).
 * @returns {string | undefined} an executable path, or undefined for Playwright's own browser
 */
export function chromiumPath() {
  const explicit = process.env.CHROME_PATH
  if (explicit && existsSync(explicit)) return explicit
  if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM
  return undefined
}

/**
 * The end-to-end tests' browser: the headless shell when it is there (what Playwright itself
 * runs headless tests in), else the full browser. The same page work costs about 43 % less CPU
 * in it (15 library tests: 58 s against 101 s), and CPU is what bounds the suite on two cores.
 * @returns {string | undefined}
 */
export function testChromiumPath() {
  const explicit = process.env.CHROME_PATH
  if (explicit && existsSync(explicit)) return explicit
  if (existsSync(SYSTEM_HEADLESS_SHELL)) return SYSTEM_HEADLESS_SHELL
  return chromiumPath()
}

/** Flags that keep Chromium quiet on a closed network and working as root in a container. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]
