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

/**
 * The features the browser runs without, in one switch: Chrome keeps only the last
 * `--disable-features` on its command line, so this one repeats Playwright's own list (its
 * `chromiumSwitches`, as of 1.65) before adding ours. `tests/e2e/browser.spec.ts` fails when a
 * Playwright upgrade disables a feature this list lacks.
 */
export const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  // Ours: the address bar's popups are web pages of their own (WebUI) that every new window
  // renders, two renderers beside each test's page. Without them a page load in the full
  // browser costs about a third less CPU (11 library loads: 14 CPU s against 21).
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
]

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
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
]
