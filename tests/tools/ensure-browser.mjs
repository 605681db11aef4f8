// @ts-check
/**
 * Makes sure a Chromium is there before the end-to-end tests: Debian's (installed with apt when
 * missing and we may), or Playwright's own (downloaded where the network allows it).
 */
import { execSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumPath } from './browser.mjs'

function playwrightOwnBrowser() {
  try {
    const path = chromium.executablePath()
    return existsSync(path) ? path : undefined
  } catch {
    return undefined
  }
}

export function ensureBrowser() {
  const found = chromiumPath() ?? playwrightOwnBrowser()
  if (found) return found
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const sudo = isRoot ? '' : 'sudo -n '
  console.log("No Chromium found: installing Debian's chromium package…")
  const apt = spawnSync(
    'sh',
    [
      '-c',
      `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
    ],
    {
      stdio: 'inherit',
    },
  )
  if (apt.status === 0 && chromiumPath()) return chromiumPath()
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
