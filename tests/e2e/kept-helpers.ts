import type { APIRequestContext, Page } from '@playwright/test'
import { demoApi, demoLibrary } from './demo-api'

/** Helpers of the kept-video specs (docs/product.md §4 Offline, "Kept videos"). */

/** The cache the kept files live in (src/offline/names.ts). */
export const KEPT_CACHE = 'vi-kept-videos'

/** A finished seeded video with a trailer and scene clips: its id and title. */
export async function videoWithTrailer(request: APIRequestContext) {
  for (const item of await demoLibrary(request)) {
    if (item.status !== 'completed' || !item.title) continue
    const detail = (await demoApi(request, `/api/videos/${item.id}`)) as {
      trailer_path: string | null
      output_data: { scenes: { video_path?: string | null }[] }
    }
    const scenes = detail.output_data?.scenes ?? []
    if (detail.trailer_path && scenes.length > 0 && scenes.length <= 8 && scenes[0]?.video_path)
      return { id: item.id, title: item.title }
  }
  throw new Error('the demo library has no finished video with a trailer and clips')
}

/** Entries of the kept files cache (0 when absent). */
export function keptEntries(page: Page): Promise<number> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return 0
    return (await (await caches.open(name)).keys()).length
  }, KEPT_CACHE)
}
