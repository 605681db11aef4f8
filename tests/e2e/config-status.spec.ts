import type { Page } from '@playwright/test'
import { expect, openSignedIn, test } from './fixtures'
import { serviceWorkerReady } from './offline-helpers'
import { urls } from './ports'
import { cards } from './videos-helpers'

/**
 * A `config.json` answer is judged by its status (docs/decisions.md, "Runtime configuration"):
 * only a 2xx JSON body is a file; any other status, or a body that is not JSON, is no answer,
 * and the copy kept from the last good one stays in use.
 */

test.use({ serviceWorkers: 'allow' })

/** What a proxy in trouble and a captive portal answer in place of the file. */
const TROUBLE = [
  { status: 503, contentType: 'text/plain', body: 'Service Unavailable' },
  {
    status: 511,
    contentType: 'text/html',
    body: '<!doctype html><title>Sign in to the network</title><form>Wi-Fi login</form>',
  },
]

/**
 * Reloads the library and waits for its cards and for the start's session check; resolves to
 * the origin that check went to. (A call to any other API would also be refused by the page's
 * Content-Security-Policy, which the fixture's console check reports.)
 */
async function reloadedLibrary(page: Page): Promise<string> {
  const verify = page.waitForRequest((request) => request.url().endsWith('/api/refresh'))
  await page.reload()
  await expect(cards(page).first()).toBeVisible()
  return new URL((await verify).url()).origin
}

test('warm starts while the host answers config.json with 503, then 511, keep the configured API, online and offline', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  await openSignedIn(page, '/video')
  await serviceWorkerReady(page)
  await expect(cards(page).first()).toBeVisible()
  for (const answer of TROUBLE) {
    await test.step(`config.json answered ${answer.status}`, async () => {
      await context.route('**/config.json', (route) => route.fulfill(answer))
      for (let start = 1; start <= 2; start++) {
        expect(await reloadedLibrary(page)).toBe(urls.api)
        await expect(page).toHaveURL(/\/video$/)
      }
      await context.unroute('**/config.json')
    })
  }
  await test.step('offline, after those answers', async () => {
    await context.route('**/config.json', (route) => route.fulfill(TROUBLE[0]))
    await context.setOffline(true)
    await page.reload()
    await expect(cards(page).first()).toBeVisible()
    await expect(page).toHaveURL(/\/video$/)
    // The assets origin is still known to the worker: the thumbnails are there.
    await expect(cards(page).first().locator('img')).toHaveJSProperty('complete', true)
    expect(
      await cards(page)
        .first()
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0)
  })
})
