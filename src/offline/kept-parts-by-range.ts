import { askKeptBytes, type KeptRecord, openKept, partKey, recordKey } from './kept-files'

/**
 * A kept file written part by part, each part its own `Range: bytes=a-b` request whose answer
 * goes into its cache entry without page script touching a chunk (docs/product.md §4 Offline,
 * "Kept videos", for the measurements behind it).
 *
 * `cache.put` refuses a 206, and a 206's body re-wrapped as `new Response(body, { status: 200 })`
 * is read chunk by chunk through script in Chromium (as slow as passing each chunk on by hand);
 * the part read natively into a Blob (`response.blob()`, held by the browser, outside the JS
 * heap) and put from there is not. Two parts are in flight, so the network stays busy while a
 * part is committed: at most two parts (32 MB) are held at once, never the file. More in
 * flight did not help in the bench; larger parts did (`PART_BYTES`).
 *
 * A cross-origin 206 shows neither `Content-Range` nor its total (not CORS-safelisted): a part
 * is taken only when its answer is a 206 whose `Content-Length` and body are exactly the part;
 * the file's size is the one the keep already knows. A server that ignores `Range` (a 200 with
 * the whole file) is handed back to the streamed writer with that answer.
 */

/** Parts asked for at once. */
export const PARTS_IN_FLIGHT = 2

export interface RangedKeep {
  /** The file's record, its size known (planned before the keep), its bytes stored so far. */
  record: KeptRecord
  signal?: AbortSignal
  fetcher: typeof fetch
  /** Bytes of this file on the device so far (each part as it is committed). */
  onProgress?: (stored: number, size: number) => void
}

/**
 * Keeps the rest of a file in ranged parts; the record then counts every part. Returns the
 * first answer instead when the server ignored `Range` (a 200: the whole file, from byte 0).
 * Cut off or refused, the parts committed before the first missing one stay counted (a later
 * keep continues from there); the part that failed is not recorded.
 */
export async function keepInRangedParts(keep: RangedKeep): Promise<KeptRecord | Response> {
  const { record, signal, fetcher, onProgress } = keep
  const { videoId, kind, size, partBytes } = record
  const cache = await openKept()
  const first = Math.floor(record.stored / partBytes)
  const count = Math.ceil(size / partBytes)
  const bounds = (part: number) => ({
    from: part * partBytes,
    to: Math.min(size, (part + 1) * partBytes),
  })
  const ask = (part: number) => {
    const { from, to } = bounds(part)
    return askKeptBytes(fetcher, record.url, `bytes=${from}-${to - 1}`, signal)
  }

  // The first part alone: a server that ignores Range sends the whole file once, not twice.
  const opening = await ask(first)
  if (opening.status === 200) return opening
  record.type = opening.headers.get('content-type')?.split(';')[0] || record.type

  const committed = new Set<number>()
  let shown = record.stored
  let next = first + 1
  let failure: unknown
  let recording: Promise<unknown> = Promise.resolve()
  const keepPart = async (part: number, answer: Response) => {
    const { from, to } = bounds(part)
    const length = answer.headers.get('content-length')
    if (answer.status !== 206 || length === null || Number(length) !== to - from) {
      await answer.body?.cancel().catch(() => undefined)
      throw new Error(`keep: part ${part} answered ${answer.status}, ${length ?? '?'} bytes`)
    }
    // Read by the browser, not by script; a cut body rejects here.
    const bytes = await answer.blob()
    if (bytes.size !== to - from) throw new Error(`keep: part ${part} was cut short`)
    const headers = { 'Content-Type': record.type, 'Content-Length': String(bytes.size) }
    await cache.put(partKey(videoId, kind, part), new Response(bytes, { headers }))
    committed.add(part)
    shown += bytes.size
    onProgress?.(shown, size)
    // The record counts whole parts from the start only: a later part committed before an
    // earlier one waits for it.
    let upTo = first
    while (committed.has(upTo)) upTo++
    const stored = Math.min(size, upTo * partBytes)
    if (stored <= record.stored) return
    record.stored = stored
    const counted = { ...record }
    recording = recording.then(() => cache.put(recordKey(videoId, kind), Response.json(counted)))
    // Observed by the final await; never an unhandled rejection meanwhile.
    recording.catch(() => undefined)
  }
  const takeParts = async (opened?: Response) => {
    try {
      if (opened) await keepPart(first, opened)
      while (failure === undefined && next < count) {
        const part = next++
        await keepPart(part, await ask(part))
      }
    } catch (error) {
      // The part in flight beside it goes on to its end (a cut network stops it as well).
      failure ??= error
    }
  }
  await Promise.all([
    takeParts(opening),
    ...Array.from({ length: PARTS_IN_FLIGHT - 1 }, () => takeParts()),
  ])
  await recording
  if (failure !== undefined) throw failure
  return record
}
