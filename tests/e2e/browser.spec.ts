import { DISABLED_FEATURES } from '../tools/browser.mjs'
import { expect, test } from './fixtures'

/**
 * The test browser's own set-up (tests/tools/browser.mjs). Chrome keeps only the last
 * `--disable-features` switch, so ours must carry every feature Playwright disables: a
 * Playwright upgrade that adds one fails here, not in some test that depends on it.
 */
test('the browser runs with every feature Playwright disables still disabled', async ({ page }) => {
  await page.goto('chrome://version')
  const commandLine = (await page.locator('#command_line').textContent()) ?? ''
  const switches = commandLine.match(/--disable-features=\S+/g) ?? []
  expect(switches.at(-1)).toBe(`--disable-features=${DISABLED_FEATURES.join(',')}`)
  const disabledByPlaywright = switches.slice(0, -1).flatMap((s) => s.split('=')[1]!.split(','))
  expect(disabledByPlaywright.filter((name) => !DISABLED_FEATURES.includes(name))).toEqual([])
})
