import { isComplete, type KeptRecord, openKept } from './kept-files'
import { KEPT_CACHE, KEPT_PATH } from './names'

/**
 * A keep handed over to the browser's Background Fetch (docs/product.md §4 Offline, "Kept
 * videos"): the page hands the rest of a video over when it has been hidden a moment, the
 * browser downloads it even with the app closed, and the service worker writes it into the kept
 * parts (src/sw/background-keeps.ts). Shared here: the fetch's id, the entry that says how it
 * went (kept beside the video's files, so a removal or a session end drops it with them), and
 * the few Background Fetch types TypeScript's libraries lack.
 */

/** One background fetch per video, named after it. */
const ID_PREFIX = 'keep:'
export const backgroundId = (videoId: string) => `${ID_PREFIX}${videoId}`
export const videoOfBackground = (id: string): string | undefined =>
  id.startsWith(ID_PREFIX) ? id.slice(ID_PREFIX.length) : undefined

/** The worker's word to the open pages that a background keep has ended ({ videoId }). */
export const KEPT_BACKGROUND_MESSAGE = 'vi-kept-background'

/** A background keep: under way, or how it ended (told once at the next start). */
export interface BackgroundKeep {
  videoId: string
  title: string
  /** What the browser's download shows once kept, in the user's language (the worker has no catalogs). */
  keptTitle: string
  state: 'running' | 'kept' | 'failed'
  /** Why it failed: the browser's `failureReason`, or 'write' when the worker could not store it. */
  reason?: string
}

const entryKey = (videoId: string) => `${KEPT_PATH}${encodeURIComponent(videoId)}/background`

export async function writeBackgroundKeep(entry: BackgroundKeep): Promise<void> {
  await (await openKept()).put(entryKey(entry.videoId), Response.json(entry))
}

export async function readBackgroundKeep(videoId: string): Promise<BackgroundKeep | undefined> {
  // Never creates the cache: after a session end nothing of the user may come back.
  if (typeof caches === 'undefined' || !(await caches.has(KEPT_CACHE))) return undefined
  const response = await (await openKept()).match(entryKey(videoId))
  return response ? ((await response.json()) as BackgroundKeep) : undefined
}

/** Every background keep's entry (none where Cache Storage or the kept cache is missing). */
export async function readBackgroundKeeps(): Promise<BackgroundKeep[]> {
  if (typeof caches === 'undefined' || !(await caches.has(KEPT_CACHE))) return []
  const cache = await openKept()
  const keys = (await cache.keys()).filter((request) => request.url.endsWith('/background'))
  const entries = await Promise.all(keys.map(async (key) => (await cache.match(key))?.json()))
  return entries.filter(Boolean) as BackgroundKeep[]
}

export async function dropBackgroundKeep(videoId: string): Promise<void> {
  if (typeof caches === 'undefined' || !(await caches.has(KEPT_CACHE))) return
  await (await openKept()).delete(entryKey(videoId))
}

/**
 * The requests for what is left of a video's files: a file begun from its last whole part
 * (`Range`, which Chromium allows in a background fetch), a finished one not at all.
 */
export function requestsForRest(records: readonly KeptRecord[]): {
  requests: Request[]
  bytes: number
} {
  const left = records.filter((record) => !isComplete(record))
  const requests = left.map(
    (record) =>
      new Request(record.url, {
        mode: 'cors',
        credentials: 'omit',
        headers: record.stored > 0 ? { Range: `bytes=${record.stored}-` } : {},
      }),
  )
  return { requests, bytes: left.reduce((sum, record) => sum + record.size - record.stored, 0) }
}

/** The first byte a request asks for (its `Range`), 0 without one. */
export const rangeStart = (headers: Headers): number =>
  Number(/bytes=(\d+)-/.exec(headers.get('range') ?? '')?.[1] ?? 0)

/** Aborts every background keep (a session end: a shared device keeps nothing of a user). */
export async function abortBackgroundKeeps(): Promise<void> {
  const manager = await backgroundFetchManager()
  if (!manager) return
  const ids = (await manager.getIds()).filter((id) => videoOfBackground(id) !== undefined)
  await Promise.all(ids.map(async (id) => (await manager.get(id))?.abort()))
}

/** The page's Background Fetch, where the browser has it and a worker is registered. */
export async function backgroundFetchManager(): Promise<BackgroundFetchManager | undefined> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return undefined
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined)
  if (!registration || !('backgroundFetch' in registration)) return undefined
  return (registration as ServiceWorkerRegistration & { backgroundFetch: BackgroundFetchManager })
    .backgroundFetch
}

// Background Fetch (https://wicg.github.io/background-fetch/), as much of it as the app uses.
export interface BackgroundFetchManager {
  fetch(
    id: string,
    requests: Request[],
    options?: { title?: string; downloadTotal?: number; icons?: { src: string }[] },
  ): Promise<BackgroundFetchRegistration>
  get(id: string): Promise<BackgroundFetchRegistration | undefined>
  getIds(): Promise<string[]>
}

export interface BackgroundFetchRegistration extends EventTarget {
  readonly id: string
  readonly downloaded: number
  readonly downloadTotal: number
  /** '' while under way, then 'success' or 'failure'. */
  readonly result: '' | 'success' | 'failure'
  readonly failureReason: string
  abort(): Promise<boolean>
  matchAll(): Promise<BackgroundFetchRecord[]>
}

export interface BackgroundFetchRecord {
  readonly request: Request
  readonly responseReady: Promise<Response>
}
