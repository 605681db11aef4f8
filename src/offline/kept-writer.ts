import {
  askKeptBytes,
  isComplete,
  type KeptKind,
  type KeptRecord,
  openKept,
  PART_BYTES,
  partKey,
  pausedKey,
  readKeptRecord,
  recordKey,
} from './kept-files'
import { keepInRangedParts } from './kept-parts-by-range'
import { KEPT_CACHE, KEPT_PATH } from './names'

/**
 * Writing and removing kept videos (docs/product.md §4 Offline, "Kept videos"; the storage is
 * described in `kept-files.ts`). Apart from the reading side so that only the keep flow, loaded
 * when a keep starts, carries it: a first screen reads which videos are kept, never writes.
 */

/** Removes every file of a video (each kind), parts and records. */
export async function removeKeptVideo(videoId: string): Promise<void> {
  if (typeof caches === 'undefined' || !(await caches.has(KEPT_CACHE))) return
  const cache = await openKept()
  const prefix = new URL(`${KEPT_PATH}${encodeURIComponent(videoId)}/`, location.href).href
  const keys = (await cache.keys()).filter((request) => request.url.startsWith(prefix))
  await Promise.all(keys.map((key) => cache.delete(key)))
}

/** Notes that the user paused a video's keep, or that it runs again (`isKeepPaused`). */
export async function markKeepPaused(videoId: string, paused: boolean): Promise<void> {
  const cache = await openKept()
  if (paused) await cache.put(pausedKey(videoId), new Response('paused'))
  else await cache.delete(pausedKey(videoId))
}

/** The file's size from a response's `Content-Length` (or a 206's `Content-Range` total). */
export function sizeOf(response: Response): number | undefined {
  const total = /\/(\d+)\s*$/.exec(response.headers.get('content-range') ?? '')?.[1]
  const text = total ?? response.headers.get('content-length')
  const size = text ? Number(text) : Number.NaN
  return Number.isSafeInteger(size) && size >= 0 ? size : undefined
}

/**
 * Records a file to keep before any byte of it is written, so a keep cut before it reaches
 * this file still knows it (the next start continues every file of the video).
 */
export async function planFile(
  file: Pick<KeptRecord, 'videoId' | 'kind' | 'title' | 'url' | 'size'>,
): Promise<void> {
  if (await readKeptRecord(file.videoId, file.kind)) return
  const record: KeptRecord = {
    ...file,
    type: 'video/mp4',
    stored: 0,
    partBytes: PART_BYTES,
    keptAt: Date.now(),
  }
  await (await openKept()).put(recordKey(file.videoId, file.kind), Response.json(record))
}

export interface KeepFileOptions {
  videoId: string
  kind: KeptKind
  title: string
  url: string
  signal?: AbortSignal
  /** Bytes of this file written so far (each chunk as it goes into the cache). */
  onProgress?: (stored: number, size: number) => void
  /** Where `fetch` comes from, and the part length (tests). */
  fetcher?: typeof fetch
  partBytes?: number
  /**
   * Each part its own `Range` request, piped natively (kept-parts-by-range.ts), once the file
   * is planned (its size known). The page's keep; Background Fetch hands over one answer for the
   * rest of the file, so the worker streams it.
   */
  inRangedParts?: boolean
}

/**
 * Keeps one file, or continues it from its record's stored bytes with a `Range` request. Cut
 * off, the whole parts stay for the next continuation; `removeKeptVideo` drops them (cancel).
 * Streamed: the answer's chunks are cut into parts by page script, one request for the file
 * (the fallback of `inRangedParts`, and the worker's way with a background fetch's answer).
 */
export async function keepFile(options: KeepFileOptions): Promise<KeptRecord> {
  const { videoId, kind, signal, onProgress, fetcher = fetch } = options
  const cache = await openKept()
  const before = await readKeptRecord(videoId, kind)
  if (before && isComplete(before)) return before
  const from = before?.stored ?? 0
  const ranged =
    options.inRangedParts && before
      ? await keepInRangedParts({
          record: { ...before, title: options.title, url: options.url },
          signal,
          fetcher,
          onProgress,
        })
      : undefined
  if (ranged && !(ranged instanceof Response)) return ranged
  // Not in ranged parts, or the server ignored Range: one answer for the rest, streamed.
  const response =
    ranged ??
    (await askKeptBytes(fetcher, options.url, from > 0 ? `bytes=${from}-` : undefined, signal))
  // A 200 to a Range request starts again from the first byte.
  const start = response.status === 206 ? from : 0
  if (!response.ok || !response.body) throw new Error(`keep: ${response.status}`)
  const size = sizeOf(response)
  if (size === undefined) throw new Error('keep: no Content-Length')
  const record: KeptRecord = {
    videoId,
    kind,
    title: options.title,
    url: options.url,
    type: response.headers.get('content-type')?.split(';')[0] || 'video/mp4',
    size,
    stored: start,
    partBytes: before?.partBytes ?? options.partBytes ?? PART_BYTES,
    keptAt: before?.keptAt ?? Date.now(),
  }
  await cache.put(recordKey(videoId, kind), Response.json(record))
  const source = chunksOf(response.body.getReader())
  const progress = everyFewMs(PROGRESS_MS, (stored: number) => onProgress?.(stored, size))
  let part = Math.floor(start / record.partBytes)
  // Each part's commit overlaps the next part's download (the network is never held up by the
  // disk); the record counts a part only once it is committed, and one commit at most is pending.
  let committing: Promise<unknown> = Promise.resolve()
  while (record.stored < size) {
    const partEnd = Math.min(size, (part + 1) * record.partBytes)
    let streamed: () => void = () => undefined
    const handedOver = new Promise<void>((done) => {
      streamed = done
    })
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const chunk = await source.next(partEnd - record.stored)
        if (!chunk) throw new Error('keep: the file ended early')
        record.stored += chunk.byteLength
        controller.enqueue(chunk)
        progress(record.stored)
        if (record.stored >= partEnd) {
          controller.close()
          streamed()
        }
      },
      cancel: () => source.cancel(),
    })
    const written = cache.put(partKey(videoId, kind, part), new Response(body))
    await Promise.race([handedOver, written]).catch(async (error) => {
      // Cut off: the part before may still be committing; its record is written before the
      // keep says it stopped, so the figures shown and a continuation start after it.
      await committing.catch(() => undefined)
      throw error
    })
    await committing
    const counted = { ...record, stored: partEnd }
    committing = written.then(() => cache.put(recordKey(videoId, kind), Response.json(counted)))
    // Observed by the next round's (or the final) await; never an unhandled rejection meanwhile.
    committing.catch(() => undefined)
    part++
  }
  await committing
  onProgress?.(record.stored, size)
  return record
}

/** How often progress is told: a chunk arrives every few milliseconds on a fast network. */
const PROGRESS_MS = 100

/** Calls `tell` with the latest value at most once per `ms`. */
function everyFewMs(ms: number, tell: (value: number) => void) {
  let last = 0
  return (value: number) => {
    const now = performance.now()
    if (now - last < ms) return
    last = now
    tell(value)
  }
}

/** A reader's chunks cut to a given length, the rest kept for the next call. */
function chunksOf(reader: ReadableStreamDefaultReader<Uint8Array>) {
  let left: Uint8Array | undefined
  return {
    async next(max: number): Promise<Uint8Array | undefined> {
      let chunk = left
      left = undefined
      while (!chunk || chunk.byteLength === 0) {
        const { done, value } = await reader.read()
        if (done) return undefined
        chunk = value
      }
      if (chunk.byteLength <= max) return chunk
      left = chunk.subarray(max)
      return chunk.subarray(0, max)
    },
    cancel: () => reader.cancel().catch(() => undefined),
  }
}
