import { expect, openSignedIn, test } from './fixtures'
import { serviceWorkerReady } from './offline-helpers'

test.use({ serviceWorkers: 'allow' })

/**
 * Images of a first visit (docs/decisions.md, "Images of a first visit"): the library's
 * thumbnails load before the service worker controls the page, so their requests never meet
 * it. Once it takes control the page hands them over; the worker's cache holds them, and they
 * open offline from it.
 */
test('thumbnails shown before the service worker took control are kept and open offline, ten reloads in a row', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  // The worker's registration waits until the first screen's pictures are in, as on a slow
  // phone whose worker installs after them. (Routing the script instead would make the
  // browser bypass the worker for the whole test.)
  await page.addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register
    let release = () => {}
    const released = new Promise<void>((done) => {
      release = done
    })
    Object.assign(window, { e2eReleaseWorker: () => release() })
    ServiceWorkerContainer.prototype.register = function (...args) {
      return released.then(() => register.apply(this, args))
    }
  })
  await openSignedIn(page, '/video')
  const thumbnail = page.locator('.video-grid .lazy-image img.loaded').first()
  await expect(thumbnail).toBeVisible()
  const src = (await thumbnail.getAttribute('src')) ?? ''
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
  await page.evaluate(() =>
    (window as unknown as { e2eReleaseWorker: () => void }).e2eReleaseWorker(),
  )

  // Without a worker nothing opens offline at all; with it, what was shown is in its cache.
  await serviceWorkerReady(page)
  await expect
    .poll(() => page.evaluate(async (url) => Boolean(await caches.match(url)), src))
    .toBe(true)
  await context.setOffline(true)
  for (let start = 1; start <= 10; start++) {
    await page.reload()
    await expect(page.locator(`.video-grid img.loaded[src="${src}"]`)).toBeVisible()
  }
})
