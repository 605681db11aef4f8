import type { APIRequestContext, Page } from '@playwright/test'
import { type Double, expect, openSignedIn, test } from './fixtures'
import { playsFrom75, startKeep, videoWithTrailer } from './kept-helpers'
import { serviceWorkerReady } from './offline-helpers'

/**
 * A keep handed over to the browser's Background Fetch (docs/product.md §4 Offline, "Kept
 * videos"): the page hidden a while stops its own download, the browser fetches the rest with
 * every page of the app closed, and the next start says so; the video is kept and plays offline.
 * Back in the app while it runs, Pause stops the browser's fetch and Continue ends it in the page.
 */

test.use({ serviceWorkers: 'allow' })
test.describe.configure({ timeout: 90_000 })

/**
 * The page as the browser makes it when the user switches away. Headless Chromium keeps every
 * page visible (another page in front, a minimised window: still 'visible'), so the test says it.
 */
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true })
    document.dispatchEvent(new Event('visibilitychange'))
  })
}

/** The page in front again. */
async function show(page: Page) {
  await page.evaluate(() => {
    Reflect.deleteProperty(document, 'visibilityState')
    Reflect.deleteProperty(document, 'hidden')
    document.dispatchEvent(new Event('visibilitychange'))
  })
}

/** The background fetches the app's worker has under way. */
const backgroundIds = (page: Page) =>
  page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      backgroundFetch: { getIds(): Promise<string[]> }
    }
    return registration.backgroundFetch.getIds()
  })

/** Every file of the video the keep measured (its HEAD requests) was sent whole by the assets origin. */
async function everyFileSent(double: Double, id: string) {
  const asked = (await double.requests()).filter(
    (r) => r.origin === 'assets' && r.path.includes(id) && r.path.endsWith('.mp4'),
  )
  const files = new Set(asked.filter((r) => r.method === 'HEAD').map((r) => r.path))
  const sent = new Set(
    asked
      .filter((r) => r.method === 'GET' && (r as { status?: number }).status! < 300)
      .map((r) => r.path),
  )
  return files.size > 0 && [...files].every((path) => sent.has(path))
}

/**
 * A video's keep started on its detail page with video bodies sent at `bytesPerSecond` (still
 * under way when the page is hidden), then the page hidden until the keep is handed over.
 */
async function handedOver(
  page: Page,
  double: Double,
  request: APIRequestContext,
  bytesPerSecond: number,
) {
  const video = await videoWithTrailer(request)
  await openSignedIn(page, `/video-detail/${video.id}`)
  await serviceWorkerReady(page)
  await double.control('config', { data: { videoBytesPerSecond: bytesPerSecond } })
  const section = await startKeep(page)
  await expect(section.getByRole('button', { name: 'Pause keeping' })).toBeVisible()
  await hide(page)
  await expect.poll(() => backgroundIds(page)).toEqual([`keep:${video.id}`])
  return { video, section }
}

test('a keep handed to Background Fetch ends with the app closed; the next start says so, and it plays offline', async ({
  page,
  context,
  double,
  request,
}) => {
  const { video } = await handedOver(page, double, request, 20_000)
  // The app is closed; the browser goes on with the rest.
  await page.close()
  await double.control('config', { data: { videoBytesPerSecond: 200_000 } })
  await expect.poll(() => everyFileSent(double, video.id), { timeout: 60_000 }).toBe(true)

  const next = await context.newPage()
  await next.goto(`/video-detail/${video.id}`)
  await expect(
    next
      .getByRole('status')
      .getByText(`“${video.title}” was kept for offline while the app was closed.`),
  ).toBeVisible()
  const kept = next.getByRole('region', { name: 'On this device' })
  await expect(kept.getByText('Kept for offline', { exact: true })).toBeVisible()

  await context.setOffline(true)
  await next.reload()
  await next.getByRole('button', { name: 'Watch full video' }).click()
  await playsFrom75(next.getByRole('dialog', { name: 'Full video' }).locator('video'))
  // Told once: the next start says nothing more.
  await expect(next.getByText(/was kept for offline while the app was closed/)).toHaveCount(0)
})

test('back in the app, a background keep shows its progress; Pause stops the browser, Continue ends it here', async ({
  page,
  double,
  request,
}) => {
  const { section } = await handedOver(page, double, request, 10_000)

  await show(page)
  await expect(section.getByRole('progressbar', { name: 'Keeping for offline' })).toBeVisible()
  await section.getByRole('button', { name: 'Pause keeping' }).click()
  await expect(section.getByRole('status')).toHaveText(/^Keeping paused\./)
  await expect.poll(() => backgroundIds(page)).toEqual([])

  await double.control('config', { data: { videoBytesPerSecond: 0 } })
  await section.getByRole('button', { name: 'Continue keeping' }).click()
  await expect(section.getByText('Kept for offline', { exact: true })).toBeVisible({
    timeout: 30_000,
  })
})
