// @ts-check
/**
 * One place that decides which Chromium runs the end-to-end tests: an explicit CHROME_PATH,
 * else Debian's /usr/bin/chromium, else Playwright's own download (a developer laptop that ran
 * `npx playwright install`). Used by the Playwright config and by the test command.
 */
import { existsSync } from 'node:fs'

export const SYSTEM_CHROMIUM = '/usr/bin/chromium'

/** @returns {string | undefined} an executable path, or undefined for Playwright's own browser */
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
