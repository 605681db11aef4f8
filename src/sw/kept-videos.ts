/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing'
import { keptBlob, parseKeptAddress } from '@/offline/kept-files'
import { parseRange, rangeAnswer } from './range-answer'

/**
 * The kept videos, trailers and scene clips (offline/kept-files.ts), answered from Cache Storage
 * with `Range`, online and offline: the page plays `/kept-video/{videoId}/{kind}` only for a
 * file kept whole, so nothing is downloaded twice. Anything else there is a 404.
 */
export function routeKeptVideos(): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && parseKeptAddress(url.pathname) !== undefined,
    async ({ request, url }) => {
      const { videoId, kind } = parseKeptAddress(url.pathname)!
      const range = request.headers.get('range')
      // Read only from the part the range starts in (the size is not known yet: any start; a
      // suffix range, the last N bytes, reads from the first part).
      const wanted = range ? parseRange(range, Number.MAX_SAFE_INTEGER) : undefined
      const from = Array.isArray(wanted) && !/=\s*-/.test(range ?? '') ? wanted[0] : 0
      const kept = await keptBlob(videoId, kind, from).catch(() => undefined)
      if (!kept) return new Response(null, { status: 404 })
      const { record, blob, offset } = kept
      return rangeAnswer(blob, { size: record.size, type: record.type, offset }, range)
    },
  )
}
