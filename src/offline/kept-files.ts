import { KEPT_CACHE, KEPT_PATH } from './names'

/**
 * The videos kept for offline (docs/product.md §4 Offline, "Kept videos"): the page writes them,
 * the service worker answers them (src/sw/kept-videos.ts), both through this module.
 *
 * A file is kept in Cache Storage under a name that does not change with the build
 * (`KEPT_CACHE`), keyed by video id and kind, never by its URL (a URL may be signed and expire).
 * It is written as it arrives, in parts of `PART_BYTES`, each part one cache entry: the page asks
 * for each part with its own `Range` request and the browser, not script, reads it into the entry
 * (kept-parts-by-range.ts; at most two parts held, outside the JS heap); where a server ignores
 * `Range`, and for a background fetch's answer, the stream is cut into parts as it arrives
 * (kept-writer.ts). A record beside the parts says how many bytes are stored, whole parts from
 * the start, so a keep cut off (a reload, a closed tab, a dropped network) continues from the
 * first missing part with a `Range` request. Cache Storage rather than the origin private file
 * system (OPFS): every way of writing OPFS tried (a part or a whole file piped into a writable
 * from the page, a sync access handle in a dedicated worker) was slower than these ranged parts
 * in the bench (docs/product.md, "Why Cache Storage"), and a part put is committed whole.
 */

/** What a kept file is of its video: the upload, the trailer, or a scene's clip. */
export type KeptKind = 'full' | 'trailer' | `scene-${number}`

/** The record kept beside a file's parts. */
export interface KeptRecord {
  videoId: string
  kind: KeptKind
  /** The video's title when kept, for the profile's list. */
  title: string
  /** Where the bytes come from (to continue a keep cut off); never used to find the file. */
  url: string
  type: string
  /** The whole file, from `Content-Length`. */
  size: number
  /** Bytes written so far, whole parts only. */
  stored: number
  /** The length of each part (the last may be shorter). */
  partBytes: number
  keptAt: number
}

export const isComplete = (record: KeptRecord) => record.stored >= record.size

/**
 * One cache entry per part: big enough to be few, small enough that a cut loses little. 16 MB:
 * each part costs Cache Storage a fixed toll (its own request, Blob and entry), and 16 MB parts
 * went in 1.4 to 1.5 times as fast as 8 MB ones in loaded bench runs, not in a quiet one
 * (docs/product.md, "Part size": not settled).
 * A file keeps the part length it was begun with (`KeptRecord.partBytes`): keeps of builds with
 * 8 MB parts still play, continue and are removed as they were.
 */
export const PART_BYTES = 16 * 1024 * 1024

/** The address the service worker answers for a kept file (same origin, `Range` allowed). */
export const keptAddress = (videoId: string, kind: KeptKind) =>
  `${KEPT_PATH}${encodeURIComponent(videoId)}/${kind}`

/** The video id and kind an address of `keptAddress` names, or undefined. */
export function parseKeptAddress(
  pathname: string,
): { videoId: string; kind: KeptKind } | undefined {
  if (!pathname.startsWith(KEPT_PATH)) return undefined
  const [id, kind, ...rest] = pathname.slice(KEPT_PATH.length).split('/')
  if (!id || rest.length > 0 || !isKind(kind)) return undefined
  try {
    return { videoId: decodeURIComponent(id), kind }
  } catch {
    return undefined
  }
}

const isKind = (text: string | undefined): text is KeptKind =>
  text === 'full' || text === 'trailer' || /^scene-\d{1,6}$/.test(text ?? '')

export const recordKey = (videoId: string, kind: KeptKind) => `${keptAddress(videoId, kind)}?record`
export const partKey = (videoId: string, kind: KeptKind, part: number) =>
  `${keptAddress(videoId, kind)}?part=${part}`

/**
 * Beside a video's records while the user has paused its keep: a start continues cut keeps
 * only, never a paused one (removed with the video's files, by their common prefix).
 */
export const pausedKey = (videoId: string) => `${KEPT_PATH}${encodeURIComponent(videoId)}/?paused`

export const openKept = () => caches.open(KEPT_CACHE)

/**
 * How a keep asks for a file's bytes, in ranged parts or streamed (kept-parts-by-range.ts,
 * kept-writer.ts): CORS without credentials, past the HTTP cache; `range` is a `Range` value.
 */
export const askKeptBytes = (
  fetcher: typeof fetch,
  url: string,
  range: string | undefined,
  signal?: AbortSignal,
) =>
  fetcher(url, {
    signal,
    mode: 'cors',
    credentials: 'omit',
    cache: 'no-store',
    headers: range ? { Range: range } : {},
  })

/** Whether the user paused this video's keep (and has not continued it since). */
export async function isKeepPaused(videoId: string): Promise<boolean> {
  if (typeof caches === 'undefined') return false
  return (await (await openKept()).match(pausedKey(videoId))) !== undefined
}

/** Every kept file's record, finished or not (none where Cache Storage is missing). */
export async function readKeptRecords(): Promise<KeptRecord[]> {
  if (typeof caches === 'undefined' || !(await caches.has(KEPT_CACHE))) return []
  const cache = await openKept()
  const keys = (await cache.keys()).filter((request) => request.url.endsWith('?record'))
  const records = await Promise.all(
    keys.map(async (key) => (await cache.match(key))?.json() as Promise<KeptRecord | undefined>),
  )
  return records.filter((record): record is KeptRecord => record !== undefined)
}

export async function readKeptRecord(
  videoId: string,
  kind: KeptKind,
): Promise<KeptRecord | undefined> {
  if (typeof caches === 'undefined') return undefined
  const response = await (await openKept()).match(recordKey(videoId, kind))
  return response ? ((await response.json()) as KeptRecord) : undefined
}

/** Removes every kept file (a session end, "Remove the saved copy"). */
export async function wipeKeptFiles(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(KEPT_CACHE)
}

/**
 * The kept file as one Blob (its parts joined, each read from disk as needed), or undefined
 * while it is missing or unfinished. For the service worker's answers.
 */
export async function keptBlob(
  videoId: string,
  kind: KeptKind,
  from = 0,
): Promise<{ record: KeptRecord; blob: Blob; offset: number } | undefined> {
  const record = await readKeptRecord(videoId, kind)
  if (!record || !isComplete(record)) return undefined
  const cache = await openKept()
  // Only the parts from `from` on: a seek far into a long file reads nothing before it.
  const count = Math.ceil(record.size / record.partBytes)
  const first = Math.min(Math.floor(from / record.partBytes), Math.max(0, count - 1))
  const parts: Blob[] = []
  for (let part = first; part < count; part++) {
    const response = await cache.match(partKey(videoId, kind, part))
    if (!response) return undefined
    parts.push(await response.blob())
  }
  return { record, blob: new Blob(parts, { type: record.type }), offset: first * record.partBytes }
}
