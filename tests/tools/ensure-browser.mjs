// @ts-check
/**
 * Makes sure a Chromium is there before the end-to-end tests: Debian's (installed with apt when
 * missing and we may), or Playwright's own (downloaded where the network allows it).
 */
import { execSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { SYSTEM_CHROMIUM, SYSTEM_HEADLESS_SHELL, testChromiumPath } from './browser.mjs'

function playwrightOwnBrowser() {
  try {
    const path = chromium.executablePath()
    return existsSync(path) ? path : undefined
  } catch {
    return undefined
  }
}

/** Installs Debian packages with apt (as root, or with sudo when it needs no password). */
function aptInstall(/** @type {string[]} */ packages) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const sudo = isRoot ? '' : 'sudo -n '
  const apt = spawnSync(
    'sh',
    [
      '-c',
      `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`,
    ],
    { stdio: 'inherit' },
  )
  return apt.status === 0
}

/**
 * The browser the end-to-end tests will run in (see testChromiumPath). On Debian both packages
 * are made present: the tests run in the headless shell, and the install test and the bench in
 * the full browser.
 */
export function ensureBrowser() {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH
  const missing = [
    existsSync(SYSTEM_CHROMIUM) ? '' : 'chromium',
    existsSync(SYSTEM_HEADLESS_SHELL) ? '' : 'chromium-headless-shell',
  ].filter(Boolean)
  const own = playwrightOwnBrowser()
  if (missing.length === 0 || (missing.length === 2 && own)) return testChromiumPath() ?? own
  console.log(`Installing Debian's ${missing.join(' and ')}…`)
  if (aptInstall(missing) || testChromiumPath()) return testChromiumPath()
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
