// @ts-check
/**
 * Makes sure a Chromium is there before the end-to-end tests: Debian's (installed with apt when
 * missing and we may), or Playwright's own (downloaded where the network allows it).
 */
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { aptInstall } from './apt.mjs'
import { chromiumPath, SYSTEM_CHROMIUM } from './browser.mjs'

function playwrightOwnBrowser() {
  try {
    const path = chromium.executablePath()
    return existsSync(path) ? path : undefined
  } catch {
    return undefined
  }
}

/**
 * The Debian package ensureBrowser would install: Chromium when it is missing, unless a
 * CHROME_PATH is given or Playwright's own browser stands in for it.
 * @returns {string[]}
 */
export function missingBrowserPackages() {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return []
  if (existsSync(SYSTEM_CHROMIUM) || playwrightOwnBrowser()) return []
  return ['chromium']
}

/** The browser the end-to-end tests will run in (see chromiumPath). */
export function ensureBrowser() {
  const missing = missingBrowserPackages()
  if (missing.length === 0) return chromiumPath() ?? playwrightOwnBrowser()
  console.log(`Installing Debian's ${missing.join(' and ')}…`)
  if (aptInstall(missing, { recommends: true }) || chromiumPath()) return chromiumPath()
  console.log("apt could not install chromium; trying Playwright's own browser download…")
  try {
    execSync('npx playwright install chromium', { stdio: 'inherit' })
  } catch {
    // reported below
  }
  const last = chromiumPath() ?? playwrightOwnBrowser()
  if (!last) {
    throw new Error(
      'No Chromium available. Install Debian\'s "chromium" package or run "npx playwright install chromium", or set CHROME_PATH.',
    )
  }
  return last
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureBrowser())
