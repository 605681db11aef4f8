/// <reference lib="webworker" />
import {
  type BackgroundFetchRecord,
  type BackgroundFetchRegistration,
  dropBackgroundKeep,
  KEPT_BACKGROUND_MESSAGE,
  rangeStart,
  readBackgroundKeep,
  videoOfBackground,
  writeBackgroundKeep,
} from '@/offline/kept-background'
import { type KeptRecord, readKeptRecords } from '@/offline/kept-files'
import { keepFile, removeKeptVideo } from '@/offline/kept-writer'
import { KEPT_CACHE } from '@/offline/names'

/**
 * The end of a keep handed over to Background Fetch (offline/kept-background.ts): on success
 * each downloaded file goes into the kept parts through the page's own writer (`keepFile`, the
 * fetched response as its source), the outcome is stored for the next start and the open pages
 * are told; a failure stores why (what was written stays, the next start continues it with
 * `Range`); a click on the browser's download opens the video's page.
 */

declare const self: ServiceWorkerGlobalScope

interface BackgroundFetchEvent extends ExtendableEvent {
  readonly registration: BackgroundFetchRegistration
}
interface BackgroundFetchUpdateUIEvent extends BackgroundFetchEvent {
  updateUI(options: { title?: string }): Promise<void>
}

export function handleBackgroundKeeps(): void {
  const on = (type: string, handle: (event: BackgroundFetchUpdateUIEvent) => Promise<unknown>) =>
    self.addEventListener(type, (event) => {
      const fetchEvent = event as BackgroundFetchUpdateUIEvent
      if (videoOfBackground(fetchEvent.registration.id) !== undefined)
        fetchEvent.waitUntil(handle(fetchEvent))
    })
  on('backgroundfetchsuccess', succeeded)
  on('backgroundfetchfail', (event) => ended(event.registration, 'failed'))
  // Stopped by the page (Pause, Cancel, a logout) or in the browser's downloads: what was
  // written stays as any cut keep's does.
  on('backgroundfetchabort', (event) => ended(event.registration, 'aborted'))
  on('backgroundfetchclick', (event) => showVideoPage(videoOfBackground(event.registration.id)!))
}

/**
 * The video's page, for a click on the browser's download: a window already showing it comes
 * to the front; else a new one opens (an open window of the app is not navigated away: it may
 * hold a dialog's unsaved work).
 */
async function showVideoPage(videoId: string) {
  const path = `/video-detail/${encodeURIComponent(videoId)}`
  const windows = await self.clients.matchAll({ type: 'window' })
  const showing = windows.find((client) => new URL(client.url).pathname === path)
  return showing ? showing.focus() : self.clients.openWindow(path)
}

async function succeeded(event: BackgroundFetchUpdateUIEvent) {
  const videoId = videoOfBackground(event.registration.id)!
  const entry = await readBackgroundKeep(videoId)
  // No entry: a session end dropped it (and the files) while the last bytes arrived.
  if (!entry) return
  try {
    await writeFetched(videoId, await event.registration.matchAll())
    // A session end while the worker wrote (it drops the entry with the kept cache): what was
    // written after it must not outlive it, nor tell the next user how it went.
    if (!(await readBackgroundKeep(videoId))) return await forget(videoId)
    await writeBackgroundKeep({ ...entry, state: 'kept' })
    await event.updateUI({ title: entry.keptTitle }).catch(() => undefined)
  } catch {
    await writeBackgroundKeep({ ...entry, state: 'failed', reason: 'write' })
  }
  await tellPages(videoId)
}

/** Removes what a keep wrote after a session end, and the kept cache it made again. */
async function forget(videoId: string) {
  await removeKeptVideo(videoId)
  const cache = await caches.open(KEPT_CACHE)
  if ((await cache.keys()).length === 0) await caches.delete(KEPT_CACHE)
}

async function ended(registration: BackgroundFetchRegistration, how: 'failed' | 'aborted') {
  const videoId = videoOfBackground(registration.id)!
  const entry = await readBackgroundKeep(videoId)
  if (!entry) return
  if (how === 'aborted') await dropBackgroundKeep(videoId)
  else await writeBackgroundKeep({ ...entry, state: 'failed', reason: registration.failureReason })
  await tellPages(videoId)
}

/** Writes each fetched file of a video into its kept parts, from the bytes it already has. */
export async function writeFetched(
  videoId: string,
  fetched: readonly BackgroundFetchRecord[],
): Promise<void> {
  const files = (await readKeptRecords()).filter((record) => record.videoId === videoId)
  for (const { request, responseReady } of fetched) {
    const file = files.find((record) => record.url === request.url)
    if (!file) continue
    const response = await responseReady
    await keepFile({
      videoId,
      kind: file.kind,
      title: file.title,
      url: file.url,
      fetcher: async (_url, init) =>
        fromByte(
          response,
          rangeStart(request.headers),
          rangeStart(new Headers(init?.headers)),
          file,
        ),
    })
  }
}

/**
 * The fetched response as `keepFile` asks for it: from byte `from` of the file. The browser
 * fetched it from `fetchedFrom` (or from 0, when the server answered the whole file), so the
 * bytes already kept are skipped; its headers, which a background fetch may not expose, are
 * those of the file.
 */
export function fromByte(
  response: Response,
  fetchedFrom: number,
  from: number,
  file: Pick<KeptRecord, 'size' | 'type'>,
): Response {
  const start = response.status === 206 ? fetchedFrom : 0
  if (!response.ok || !response.body || start > from) return new Response(null, { status: 502 })
  let skip = from - start
  const body = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (skip >= chunk.byteLength) {
          skip -= chunk.byteLength
          return
        }
        controller.enqueue(skip > 0 ? chunk.subarray(skip) : chunk)
        skip = 0
      },
    }),
  )
  return new Response(body, {
    status: from > 0 ? 206 : 200,
    headers: {
      'Content-Type': file.type,
      'Content-Length': String(file.size - from),
      ...(from > 0 ? { 'Content-Range': `bytes ${from}-${file.size - 1}/${file.size}` } : {}),
    },
  })
}

async function tellPages(videoId: string) {
  for (const client of await self.clients.matchAll({ type: 'window' }))
    client.postMessage({ type: KEPT_BACKGROUND_MESSAGE, videoId })
}
