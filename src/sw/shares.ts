/// <reference lib="webworker" />
import { createStore, del, get, set } from 'idb-keyval'
import { registerRoute } from 'workbox-routing'
import { VIDEO_MAX_BYTES } from '@/config/limits'
import {
  SHARE_DB,
  SHARE_LANDING,
  SHARE_REFUSED_NO_ROOM,
  SHARE_REFUSED_TOO_LARGE,
  SHARE_STORE,
  SHARE_TARGET_PATH,
  SHARED_FILE_KEY,
  SHARED_INCOMING_KEY,
} from '@/offline/names'
import { fileOfMultipart } from './multipart-file'

declare const self: ServiceWorkerGlobalScope

/** Room for the multipart framing around the file (boundaries, part headers, a long name). */
const SHARE_FRAMING_BYTES = 64 * 1024
const SHARE_BODY_MAX = VIDEO_MAX_BYTES + SHARE_FRAMING_BYTES

/**
 * The shared video, or 'too-large' past the 5 GB limit (docs/product.md §5). The body comes as
 * a Blob backed by the file on disk: its size is known before any byte is read (a service
 * worker sees no Content-Length), and the video is cut out of it without a copy
 * (multipart-file.ts; `formData()` would read all of it into memory).
 */
async function sharedVideo(request: Request): Promise<File | 'too-large' | undefined> {
  const body = await request.blob()
  if (body.size > SHARE_BODY_MAX) return 'too-large'
  const file = await fileOfMultipart(body, request.headers.get('content-type') ?? '', 'video')
  return file && file.size > VIDEO_MAX_BYTES ? 'too-large' : file
}

/** The share target: keeps the shared video, then opens the app where the upload dialog opens. */
export function routeShares(): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname === SHARE_TARGET_PATH,
    async ({ request }) => {
      const store = createStore(SHARE_DB, SHARE_STORE)
      try {
        // A waiting file is never replaced unasked: a new share waits beside it (replacing an
        // earlier newcomer) and the app asks which to keep (docs/decisions.md, "A second share").
        const waiting = (await get(SHARED_FILE_KEY, store)) instanceof Blob
        const slot = waiting ? SHARED_INCOMING_KEY : SHARED_FILE_KEY
        await del(slot, store)
        const shared = await sharedVideo(request)
        if (shared === 'too-large') await set(slot, SHARE_REFUSED_TOO_LARGE, store)
        else if (shared) {
          // A device short of storage refuses a large file: the app then says so.
          await set(slot, shared, store).catch(() => set(slot, SHARE_REFUSED_NO_ROOM, store))
        }
      } catch {
        // An unreadable share opens the library without a file rather than an error page.
      }
      return Response.redirect(new URL(SHARE_LANDING, self.location.origin).href, 303)
    },
    'POST',
  )
}
