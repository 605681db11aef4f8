import type { APIRequestContext, Page } from '@playwright/test'
import { type Double, expect, openSignedIn, test } from './fixtures'
import { keptEntries, playsFrom75, startKeep, videoWithTrailer } from './kept-helpers'
import { everythingStored, serviceWorkerReady } from './offline-helpers'

/**
 * Videos kept for offline (docs/product.md §4 Offline, "Kept videos"): a keep shows the size
 * first; the full video, the trailer and a scene clip then play and seek offline from the
 * device, with no request for them; Cancel and a quota too small keep nothing; the profile lists
 * what is kept; a logout leaves no kept byte.
 */

test.use({ serviceWorkers: 'allow' })
test.describe.configure({ timeout: 90_000 })

async function openVideo(page: Page, request: APIRequestContext) {
  const video = await videoWithTrailer(request)
  await openSignedIn(page, `/video-detail/${video.id}`)
  await serviceWorkerReady(page)
  await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible()
  return video
}

/** No request reached the assets origin for this video's files. */
async function noVideoRequests(double: Double, id: string) {
  const asked = (await double.requests()).filter(
    (request) =>
      request.origin === 'assets' && request.path.includes(id) && /\.mp4$/.test(request.path),
  )
  expect(asked.map((request) => request.path)).toEqual([])
}

test('a kept video, its trailer and a scene clip play and seek offline, with no request', async ({
  page,
  context,
  double,
  request,
}) => {
  const video = await openVideo(page, request)
  const section = await startKeep(page)
  await expect(section.getByText('Kept for offline', { exact: true })).toBeVisible({
    timeout: 30_000,
  })
  await expect(section.getByRole('status')).toHaveText(/Kept for offline: it plays/)

  await double.clearRequests()
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible()

  await page.getByRole('button', { name: 'Watch full video' }).click()
  const full = page.getByRole('dialog', { name: 'Full video' })
  await playsFrom75(full.locator('video'))
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Watch Trailer Video' }).click()
  const trailer = page.getByRole('dialog', { name: 'Trailer' })
  await playsFrom75(trailer.locator('video'))
  await page.keyboard.press('Escape')

  await playsFrom75(page.getByRole('tabpanel').locator('video'))

  await context.setOffline(false)
  await noVideoRequests(double, video.id)
})

test('Pause, then Continue; Cancel keeps nothing; a quota too small refuses with the message and keeps nothing @phone', async ({
  page,
  double,
  request,
}) => {
  await openVideo(page, request)
  // Slow answers from the assets origin, so the keep is still under way when Cancel is pressed.
  await double.fault({ method: 'GET', path: '/assets/data/input/*', delayMs: 3000, times: 2 })
  const section = await startKeep(page)
  await section.getByRole('button', { name: 'Pause keeping' }).click()
  await expect(section.getByRole('status')).toHaveText(/^Keeping paused\./)
  await section.getByRole('button', { name: 'Continue keeping' }).click()
  await section.getByRole('button', { name: 'Cancel keeping' }).click()
  await expect(section.getByRole('status')).toHaveText(
    'Keeping cancelled. Nothing of this video is kept.',
  )
  await expect(section.getByRole('button', { name: 'Keep for offline' })).toBeVisible()
  expect(await keptEntries(page)).toBe(0)

  // Chromium's estimate does not follow the override, the writes do: the first part is refused.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Storage.overrideQuotaForOrigin', {
    origin: new URL(page.url()).origin,
    quotaSize: 1000,
  })
  await startKeep(page)
  await expect(section.getByRole('alert')).toHaveText(/This video needs .+ Nothing was kept\./)
  expect(await keptEntries(page)).toBe(0)
})

test('the profile lists a kept video; a logout leaves no kept byte', async ({ page, request }) => {
  const video = await openVideo(page, request)
  const section = await startKeep(page)
  await expect(section.getByText('Kept for offline', { exact: true })).toBeVisible({
    timeout: 30_000,
  })
  expect(await keptEntries(page)).toBeGreaterThan(0)
  // Profile › Offline copy lists it with its size and a Remove of its own.
  await page.goto('/profile?type=OFFLINE')
  const list = page.getByRole('list').filter({ hasText: video.title })
  await expect(list.getByText(/\d+(\.\d)? (kB|MB)/)).toBeVisible()
  await expect(
    list.getByRole('button', { name: `Remove ${video.title} from this device` }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login/)
  await expect.poll(() => keptEntries(page)).toBe(0)
  expect(await everythingStored(page)).not.toContain(`kept-video/${encodeURIComponent(video.id)}`)
})
