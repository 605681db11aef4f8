import type { APIRequestContext, Page } from '@playwright/test'
import { DEMO, OTHER_TEAM } from './accounts'
import { expect, test } from './fixtures'
import { urls } from './ports'

/**
 * The demo holds together (tests/api-double/sim/footage.mjs): every demo video's full video
 * plays as long as its record says, and a scene clip as long as its scene, as the browser reads
 * them. The double makes this footage on first request and keeps it, so a cold run makes it.
 */

interface Listed {
  id: string
  title: string | null
  status: string
  video_path: string
  video_length: number
}

/** A team's whole library as its member sees it. */
async function library(request: APIRequestContext, account: typeof DEMO): Promise<Listed[]> {
  const login = await request.post(`${urls.api}/api/login`, { data: account })
  const token = (await login.json()).access_token as string
  const response = await request.get(`${urls.api}/api/videos?size=100&page=1`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  return (await response.json()).items
}

/** How long the browser says each file plays, read from its metadata, a few at a time. */
function durations(page: Page, sources: string[]): Promise<number[]> {
  return page.evaluate(async (all) => {
    const read = (src: string) =>
      new Promise<number>((resolve, reject) => {
        const video = document.createElement('video')
        video.preload = 'metadata'
        video.muted = true
        video.onloadedmetadata = () => {
          resolve(video.duration)
          video.removeAttribute('src')
          video.load() // lets the browser drop the file
        }
        video.onerror = () => reject(new Error(`${src}: ${video.error?.message ?? 'error'}`))
        video.src = src
      })
    const out: number[] = new Array(all.length)
    let next = 0
    const worker = async () => {
      while (next < all.length) {
        const i = next++
        out[i] = await read(all[i]!)
      }
    }
    await Promise.all(Array.from({ length: 6 }, worker))
    return out
  }, sources)
}

test('every demo video plays as long as stated, and a scene clip as long as its scene', async ({
  page,
  request,
  bigVideo,
}) => {
  const videos = [...(await library(request, DEMO)), ...(await library(request, OTHER_TEAM))]
  expect(videos.length).toBeGreaterThanOrEqual(70)
  await page.setContent('<!doctype html><title>Footage</title>')

  const played = await durations(
    page,
    videos.map(
      (v) => `${urls.assets}/assets/data/input/${v.id}/${encodeURIComponent(v.video_path)}`,
    ),
  )
  const wrong = videos
    .map((v, i) => ({ title: v.title ?? v.video_path, stated: v.video_length, plays: played[i]! }))
    .filter((v) => !(Math.abs(v.plays - v.stated) <= 1))
  expect(wrong, 'full videos that do not play their stated length').toEqual([])

  // The two-hour video's long scene, 00:00:26.679 – 01:59:18.785.
  const scene = bigVideo.output_data.scenes[2]!
  const [clip] = await durations(page, [
    `${urls.assets}/assets/data/output/${bigVideo.id}/scenes/2/clip.mp4`,
  ])
  const seconds = (hms: string) => hms.split(':').reduce((sum, part) => sum * 60 + Number(part), 0)
  expect(clip).toBeCloseTo(seconds(scene.end_time) - seconds(scene.start_time), 0)
})
