import type { APIRequestContext, Page } from '@playwright/test'
import { type Double, expect, openSignedIn, test } from './fixtures'
import { inJapanese } from './in-japanese'
import { playsFrom75, videosWithTrailer } from './kept-helpers'
import { serviceWorkerReady } from './offline-helpers'
import { cardFor, openLibrary } from './videos-helpers'

/**
 * A keep handed over to the browser's Background Fetch (docs/product.md §4 Offline, "Kept
 * videos"): the page hidden a while stops its own download, the browser fetches the rest (and
 * the keeps waiting their turn) with every page of the app closed, and the next start says so;
 * the video is kept and plays offline.
 * Back in the app while they run, Pause stops every fetch of the queue and Continue ends one in the page.
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

/** The assets origin's requests for a video's files. */
const videoFilesAsked = async (double: Double, id: string) =>
  (await double.requests()).filter(
    (r) => r.origin === 'assets' && r.path.includes(id) && r.path.endsWith('.mp4'),
  )

/** The paths of the files a keep of the video measured (its HEAD requests). */
const filesMeasured = async (double: Double, id: string) =>
  new Set((await videoFilesAsked(double, id)).filter((r) => r.method === 'HEAD').map((r) => r.path))

/** Every file of the video the keep measured (its HEAD requests) was sent whole by the assets origin. */
async function everyFileSent(double: Double, id: string) {
  const asked = await videoFilesAsked(double, id)
  const files = await filesMeasured(double, id)
  const sent = new Set(
    asked
      .filter((r) => r.method === 'GET' && (r as { status?: number }).status! < 300)
      .map((r) => r.path),
  )
  return files.size > 0 && [...files].every((path) => sent.has(path))
}

/**
 * Two videos selected in the library and kept, over a slow assets origin: the first keeps, the
 * second waits its turn; then the page is hidden a while, so both are handed to the browser.
 */
async function handOverASelection(page: Page, double: Double, request: APIRequestContext) {
  const videos = await videosWithTrailer(request, 2)
  await openLibrary(page)
  await serviceWorkerReady(page)
  await double.control('config', { data: { videoBytesPerSecond: 5_000 } })
  await page.getByRole('button', { name: 'Select', exact: true }).click()
  for (const { title } of videos)
    await cardFor(page, title)
      .getByRole('checkbox', { name: `Select “${title}”` })
      .check()
  const bar = page.getByRole('region', { name: 'Selected videos' })
  await bar.getByRole('button', { name: /^Keep \d/ }).click()
  await expect(page.getByText(`Then ${videos.length - 1} more video`)).toBeVisible()
  await hide(page)
  await expect
    .poll(async () => (await backgroundIds(page)).sort())
    .toEqual(videos.map(({ id }) => `keep:${id}`).sort())
  return videos
}

test('a keep handed to Background Fetch ends with the app closed, and so does the one waiting its turn; the next start says so, and it plays offline', async ({
  page,
  context,
  double,
  request,
}) => {
  const videos = await handOverASelection(page, double, request)
  const video = videos[0]!
  // The app is closed.
  await page.close()
  await double.control('config', { data: { videoBytesPerSecond: 200_000 } })
  for (const { id } of videos)
    await expect.poll(() => everyFileSent(double, id), { timeout: 60_000 }).toBe(true)

  const next = await context.newPage()
  await next.goto(`/video-detail/${video.id}`)
  // One notice a video, the next once the first is dismissed.
  const told: string[] = []
  for (const _ of videos) {
    const notice = next
      .getByRole('status')
      .getByRole('region', { name: /was kept for offline while the app was closed\.$/ })
    await expect(notice).toBeVisible()
    told.push((await notice.textContent()) ?? '')
    await notice.getByRole('button', { name: 'Dismiss' }).click()
  }
  for (const { title } of videos)
    expect(told.filter((text) => text.includes(`“${title}” was kept`))).toHaveLength(1)
  const kept = next.getByRole('region', { name: 'On this device' })
  await expect(kept.getByText('Kept for offline', { exact: true })).toBeVisible()

  await context.setOffline(true)
  await next.reload()
  await next.getByRole('button', { name: 'Watch full video' }).click()
  await playsFrom75(next.getByRole('dialog', { name: 'Full video' }).locator('video'))
  // Told once: the next start says nothing more.
  await expect(next.getByText(/was kept for offline while the app was closed/)).toHaveCount(0)
})

test('back in the app, the keeps handed over show their progress; Pause stops every fetch of the queue, Continue ends one here', async ({
  page,
  double,
  request,
}) => {
  const videos = await handOverASelection(page, double, request)

  await show(page)
  const [first, second] = videos
  const keeping = page.getByRole('region', { name: `Keeping “${first!.title}” for offline` })
  await expect(keeping.getByRole('progressbar', { name: 'Keeping for offline' })).toBeVisible()
  await expect(keeping).toContainText('Then 1 more video.')
  await keeping.getByRole('button', { name: 'Pause keeping' }).click()
  await expect.poll(() => backgroundIds(page)).toEqual([])
  // Nothing of the one that waited stays; the first is partly kept, and Continue ends it here.
  const waited = cardFor(page, second!.title)
  await expect(waited.getByRole('button', { name: 'Keep for offline' })).toBeVisible()
  await double.control('config', { data: { videoBytesPerSecond: 0 } })
  const paused = cardFor(page, first!.title)
  await paused.getByRole('button', { name: 'Continue keeping' }).click()
  await expect(paused.getByText('Kept for offline', { exact: true })).toBeVisible({
    timeout: 30_000,
  })
  await expect(waited.getByText('Kept for offline', { exact: true })).toHaveCount(0)
})

inJapanese(() => {
  test('the next start says in Japanese how a background keep went: kept, or failed and why', async ({
    page,
    context,
    double,
    request,
  }) => {
    const [first, second] = await videosWithTrailer(request, 2)
    const section = (on: Page) => on.getByRole('region', { name: 'この端末' })
    /** Keep for offline on the video's page, until its own download is under way. */
    async function keepHere(on: Page, id: string) {
      await on.goto(`/video-detail/${id}`)
      await section(on).getByRole('button', { name: 'オフライン用に保存' }).click()
      await expect(section(on).getByText(/この端末の .+ を使います。/)).toBeVisible()
      await section(on)
        .getByRole('button', { name: /^\d.* を保存$/ })
        .click()
      await expect(section(on).getByRole('button', { name: '保存を一時停止' })).toBeVisible()
      await expect
        .poll(async () => (await videoFilesAsked(double, id)).some((r) => r.method === 'GET'))
        .toBe(true)
    }

    await openSignedIn(page, '/')
    await serviceWorkerReady(page)
    await double.control('config', { data: { videoBytesPerSecond: 20_000 } })
    await keepHere(page, first!.id)
    await hide(page)
    await expect.poll(() => backgroundIds(page)).toEqual([`keep:${first!.id}`])
    await page.close()
    await double.control('config', { data: { videoBytesPerSecond: 0 } })
    await expect.poll(() => everyFileSent(double, first!.id), { timeout: 60_000 }).toBe(true)
    const next = await context.newPage()
    await next.goto(`/video-detail/${first!.id}`)
    await expect(
      next
        .getByRole('status')
        .getByText(`アプリを閉じている間に「${first!.title}」をオフライン用に保存しました。`),
    ).toBeVisible()
    await expect(next.getByText('ネットワークがなくてもこの端末で再生できます。')).toBeVisible()

    // Once the page's own download is under way, every later request for the files fails: the
    // browser's, after the hand-over. The first answer waits a while, so that the fetch is
    // still under way when the app closes (an open page would tell how it went itself).
    await double.control('config', { data: { videoBytesPerSecond: 5_000 } })
    await keepHere(next, second!.id)
    for (const path of await filesMeasured(double, second!.id))
      await double.fault({ method: 'GET', path, status: 503, delayMs: 3_000, times: 0 })
    await hide(next)
    await expect.poll(() => backgroundIds(next)).toEqual([`keep:${second!.id}`])
    await next.close()
    const last = await context.newPage()
    await last.goto(`/video-detail/${second!.id}`)
    // The next start follows the fetch to its end (the failure) and tells it once.
    const failed = last
      .getByRole('status')
      .filter({ hasText: `アプリを閉じている間に「${second!.title}」を保存できませんでした。` })
    await expect(failed).toContainText('ネットワークかサーバーでエラーが起きました。', {
      timeout: 60_000,
    })
    await expect(failed).toContainText(
      '保存済みの部分は残り、オンラインでアプリを開いている間に続きから保存します。',
    )
  })
})
