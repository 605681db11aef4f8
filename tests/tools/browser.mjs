// @ts-check
/**
 * One place that decides which Chromium runs: an explicit CHROME_PATH, else Debian's, else
 * Playwright's own download (a developer laptop that ran `npx playwright install`). Used by the
 * Playwright config, the test command, the bench and the tools.
 */
import { existsSync } from 'node:fs'

export const SYSTEM_CHROMIUM = '/usr/bin/chromium'

/**
 * The browser for everything: the end-to-end tests, the bench, Lighthouse, screenshots. The full
 * browser, not Debian's headless shell, though the shell costs less CPU per test: the shell
 * cannot keep a page in the back/forward cache (Chrome says "BackForwardCacheDisabledForDelegate"),
 * and the field's browser does (docs/decisions.md, "The field our tests imitate").
 * @returns {string | undefined} an executable path, or undefined for Playwright's own browser
 */
export function chromiumPath() {
  const explicit = process.env.CHROME_PATH
  if (explicit && existsSync(explicit)) return explicit
  if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM
  return undefined
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
