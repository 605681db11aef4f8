// @ts-check
/**
 * Makes sure a Chromium is there before the end-to-end tests: Debian's (installed with apt when
 * missing and we may), or Playwright's own (downloaded where the network allows it).
 */
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { aptInstall } from './apt.mjs'
import { SYSTEM_CHROMIUM, SYSTEM_HEADLESS_SHELL, testChromiumPath } from './browser.mjs'

function playwrightOwnBrowser() {
  try {
    const path = chromium.executablePath()
    return existsSync(path) ? path : undefined
  } catch {
    return undefined
  }
}

/**
 * The Debian packages ensureBrowser would install: both when either is missing, unless a
 * CHROME_PATH is given or Playwright's own browser stands in for both.
 * @returns {string[]}
 */
export function missingBrowserPackages() {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return []
  const missing = [
    existsSync(SYSTEM_CHROMIUM) ? '' : 'chromium',
    existsSync(SYSTEM_HEADLESS_SHELL) ? '' : 'chromium-headless-shell',
  ].filter(Boolean)
  return missing.length === 2 && playwrightOwnBrowser() ? [] : missing
}

/**
 * The browser the end-to-end tests will run in (see testChromiumPath). On Debian both packages
 * are made present: the tests run in the headless shell, and the install test and the bench in
 * the full browser.
 */
export function ensureBrowser() {
  const missing = missingBrowserPackages()
  if (missing.length === 0) return testChromiumPath() ?? playwrightOwnBrowser()
  console.log(`Installing Debian's ${missing.join(' and ')}…`)
  if (aptInstall(missing, { recommends: true }) || testChromiumPath()) return testChromiumPath()
  console.log("apt could not install chromium; trying Playwright's own browser download…")
  try {
    execSync('npx playwright install chromium', { stdio: 'inherit' })
  } catch {
    // reported below
  }
  const last = testChromiumPath() ?? playwrightOwnBrowser()
  if (!last) {
    throw new Error(
      'No Chromium available. Install Debian\'s "chromium" package or run "npx playwright install chromium", or set CHROME_PATH.',
    )
  }
  return last
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureBrowser())
