import type { Page } from '@playwright/test'
import { expect, openSignedIn, test } from './fixtures'
import { serviceWorkerReady, watchImage } from './offline-helpers'

test.use({ serviceWorkers: 'allow' })

/**
 * Thumbnails open offline from the service worker's cache, on an asset host that answers as
 * object storage behind a CDN (`no-cache`, `Vary: Origin`): the browser's HTTP cache cannot
 * answer offline there, so each reload below proves that the worker did (docs/decisions.md,
 * "Images kept are images served").
 */
const RELOADS = 10

/**
 * Whether the worker's cache holds `src`, matched as the worker matches (whatever `Vary` says:
 * an entry made from a page's request carries its Origin header, this lookup has none).
 */
const keptByWorker = (page: Page, src: string) =>
  page.evaluate(async (url) => Boolean(await caches.match(url, { ignoreVary: true })), src)

test('thumbnails shown before the service worker took control are kept and open offline, ten reloads in a row', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  // The worker's registration waits until the first screen's pictures are in, as on a slow
  // phone whose worker installs after them (docs/decisions.md, "Images of a first visit").
  // (Routing the script instead would make the browser bypass the worker for the whole test.)
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
  await expect.poll(() => keptByWorker(page, src)).toBe(true)
  await context.setOffline(true)
  const image = watchImage(page, src)
  for (let start = 1; start <= RELOADS; start++) {
    await page.reload()
    await image.loaded()
  }
  expect(image.answers).toEqual(Array(RELOADS).fill('worker'))
})

test('thumbnails shown while the service worker controls the page open offline, ten reloads in a row', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  await openSignedIn(page, '/video')
  await serviceWorkerReady(page)
  // A later visit: the worker controls the page, so every thumbnail's request meets it.
  await page.reload()
  const thumbnail = page.locator('.video-grid .lazy-image img.loaded').first()
  await expect(thumbnail).toBeVisible()
  const src = (await thumbnail.getAttribute('src')) ?? ''
  await expect.poll(() => keptByWorker(page, src)).toBe(true)
  await context.setOffline(true)
  const image = watchImage(page, src)
  for (let start = 1; start <= RELOADS; start++) {
    await page.reload()
    await image.loaded()
  }
  expect(image.answers).toEqual(Array(RELOADS).fill('worker'))
})
