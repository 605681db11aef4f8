import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'
import { demoApi, demoLibrary } from './demo-api'

/** Helpers of the kept-video specs (docs/product.md §4 Offline, "Kept videos"). */

/** The cache the kept files live in (src/offline/names.ts). */
export const KEPT_CACHE = 'vi-kept-videos'

/**
 * The first `count` finished seeded videos with a trailer and a few scene clips, in the
 * library's order (so on its first page): their ids and titles.
 */
export async function videosWithTrailer(request: APIRequestContext, count: number) {
  const found: { id: string; title: string }[] = []
  for (const item of await demoLibrary(request)) {
    if (item.status !== 'completed' || !item.title) continue
    const detail = (await demoApi(request, `/api/videos/${item.id}`)) as {
      trailer_path: string | null
      output_data: { scenes: { video_path?: string | null }[] }
    }
    const scenes = detail.output_data?.scenes ?? []
    if (detail.trailer_path && scenes.length > 0 && scenes.length <= 8 && scenes[0]?.video_path)
      found.push({ id: item.id, title: item.title })
    if (found.length === count) return found
  }
  throw new Error(`the demo library has no ${count} finished videos with a trailer and clips`)
}

/** A finished seeded video with a trailer and scene clips: its id and title. */
export async function videoWithTrailer(request: APIRequestContext) {
  const [video] = await videosWithTrailer(request, 1)
  return video!
}

/** Entries of the kept files cache (0 when absent). */
export function keptEntries(page: Page): Promise<number> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return 0
    return (await (await caches.open(name)).keys()).length
  }, KEPT_CACHE)
}

/** The media element plays after a seek to 75 % of it: its time moves on from there. */
export async function playsFrom75(player: Locator) {
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0)
  const from = await player.evaluate((video: HTMLVideoElement) => {
    video.muted = true
    video.currentTime = video.duration * 0.75
    void video.play()
    return video.currentTime
  })
  await expect
    .poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime))
    .toBeGreaterThan(from)
}

/** Keep for offline → the size is shown → the keep starts. */
export async function startKeep(page: Page) {
  const section = page.getByRole('region', { name: 'On this device' })
  await section.getByRole('button', { name: 'Keep for offline' }).click()
  await expect(section.getByText(/take .+ on this device/)).toBeVisible()
  await section.getByRole('button', { name: /^Keep \d/ }).click()
  return section
}
