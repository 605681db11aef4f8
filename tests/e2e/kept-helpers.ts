import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, rename } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { demoApi, demoLibrary } from './demo-api'
import { expect } from './fixtures'

/** Helpers of the kept-video specs (docs/product.md §4 Offline, "Kept videos"). */

/** The cache the kept files live in (src/offline/names.ts). */
export const KEPT_CACHE = 'vi-kept-videos'

/** The length of a kept file's part. */
export { PART_BYTES } from '@/offline/kept-files'

/** Keep for offline → the size is shown → the keep starts. Returns the On this device section. */
export async function startKeep(page: Page) {
  const section = page.getByRole('region', { name: 'On this device' })
  await section.getByRole('button', { name: 'Keep for offline' }).click()
  await expect(section.getByText(/take .+ on this device/)).toBeVisible()
  await section.getByRole('button', { name: /^Keep \d/ }).click()
  return section
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

/**
 * A real 4-second MP4 of about 26 MB, more than one part (640×360 test pattern under noise,
 * lossless, so it is big yet made in about a second), made with ffmpeg once per machine in the
 * temp folder (renamed into place whole, so two workers never read half of it).
 */
export async function videoOverOnePart(): Promise<string> {
  const folder = join(tmpdir(), 'vi-e2e-kept-v2')
  const file = join(folder, 'harbour_walk_at_dusk.mp4')
  if (existsSync(file)) return file
  await mkdir(folder, { recursive: true })
  const partial = `${file}.${process.pid}.mp4`
  // biome-ignore format: the options read in pairs
  await promisify(execFile)('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi',
    '-i', 'testsrc2=size=640x360:rate=15', '-t', '4', '-vf', 'noise=alls=60:allf=t',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0', '-g', '15', '-pix_fmt', 'yuv420p',
    '-movflags', '+faststart', partial])
  await rename(partial, file)
  return file
}

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

/** Bytes of a video's kept file that its record counts as written (whole parts; 0 when none). */
export function keptStored(page: Page, videoId: string, kind = 'full'): Promise<number> {
  return page.evaluate(
    async ({ cacheName, key }) => {
      const response = await (await caches.open(cacheName)).match(key)
      return response ? ((await response.json()) as { stored: number }).stored : 0
    },
    { cacheName: KEPT_CACHE, key: `/kept-video/${encodeURIComponent(videoId)}/${kind}?record` },
  )
}

/** The bytes a keep's progress bar shows as kept (its value). */
export const progressShown = (progress: Locator): Promise<number> =>
  progress.evaluate((bar: HTMLProgressElement) => bar.value)
