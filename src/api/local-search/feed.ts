import { session } from '@/api/session'
import { ownerOf } from '@/lib/owner'
import type { Arrival, IndexableVideo } from './types'

/**
 * What reaches the index, and when. Saved library pages and detail pages are queued and posted
 * to the worker one page per message, each in a moment the page is idle, so browsing never
 * pauses for the index (posting a whole library at once paused the page 0.4–1 s). The first
 * post waits a little after the page has loaded: the worker's code is never part of a first
 * screen. A search or a tag suggestion posts whatever is still queued first (`settleFeed`), so
 * the index it asks has every page saved so far.
 */

/** The first post waits this long after the page's load event. */
export const FEED_START_DELAY_MS = 3000
/** An idle moment is awaited at most this long per post. */
const IDLE_TIMEOUT_MS = 1000

type Op =
  | { kind: 'upsert'; owner: string; videos: readonly IndexableVideo[]; arrival: Arrival }
  | { kind: 'remove'; owner: string; ids: readonly string[] }

let queue: Op[] = []
/** Posts run one after another, in the order queued (a newer page never goes before an older). */
let posted: Promise<void> = Promise.resolve()
let started: Promise<void> | undefined
/** The latest owner set on the saved index: posts wait for it (a write before it is refused). */
let ownerSet: { owner: string; done?: Promise<void> } | undefined
let draining = false

export const currentOwner = (): string | undefined => ownerOf(session.user())

const client = () => import('./client')

/**
 * Queues one saved page (a library page's items, or one detail page) for `owner`: one the user
 * opened now, or (`restored`) one given again at a start, which does not count as a visit.
 */
export function feedIndex(
  owner: string,
  videos: readonly IndexableVideo[],
  arrival: Arrival = 'seen',
): void {
  if (videos.length === 0) return
  queue.push({ kind: 'upsert', owner, videos, arrival })
  void drainWhenIdle()
}

/** Queues videos that are gone (deleted, or their saved page dropped). */
export function unfeedIndex(owner: string, ids: readonly string[]): void {
  if (ids.length === 0) return
  queue.push({ kind: 'remove', owner, ids })
  void drainWhenIdle()
}

/**
 * A session end: what is queued is forgotten, and the index (memory and IndexedDB) is wiped
 * after any post already on its way, so nothing of that user outlives the wipe.
 */
export function wipeIndex(): Promise<void> {
  queue = []
  const wiped = posted.then(async () => (await client()).wipeLocalSearch())
  posted = wiped.catch(() => undefined)
  return wiped
}

/**
 * `owner` is signed in (at start, or a sign-in here or in another tab): the saved index becomes
 * theirs, anyone else's entries deleted, as the saved copy does. Once the page has loaded (the
 * index's code is never part of a first screen), or sooner when a post or a search needs it.
 */
export function setIndexOwner(owner: string): void {
  ownerSet = { owner }
  started ??= afterLoad(FEED_START_DELAY_MS)
  void started.then(setOwnerNow)
}

/** Sets the latest owner once; skipped when the user changed meanwhile (a newer one follows). */
function setOwnerNow(): Promise<void> {
  const latest = ownerSet
  if (!latest) return Promise.resolve()
  latest.done ??= (async () => {
    if (latest.owner === currentOwner()) await (await client()).setLocalSearchOwner(latest.owner)
  })().catch(() => undefined)
  return latest.done
}

/**
 * At a start with nobody signed in, an index left by a session that vanished without a logout
 * is wiped (once the page has loaded; a sign-in meanwhile keeps its own).
 */
export function wipeIfSignedOut(): void {
  started ??= afterLoad(FEED_START_DELAY_MS)
  // The index's code may be out of reach (a deploy replaced it before this first visit's
  // worker took control): the wipe is then left to the next start, with no error on the page.
  void started.then(() => (currentOwner() ? undefined : wipeIndex())).catch(() => undefined)
}

/** Posts everything still queued, now, in order; resolves when the worker has it all. */
export async function settleFeed(): Promise<void> {
  for (const op of queue.splice(0)) enqueuePost(op)
  await Promise.all([posted, setOwnerNow()])
}

function enqueuePost(op: Op) {
  // Errors (a worker that failed to start) leave the page as it is; a search says so itself.
  posted = posted.then(() => post(op)).catch(() => undefined)
}

async function post(op: Op): Promise<void> {
  // A session that ended (or changed hands) since the page was queued: not this index's.
  if (op.owner !== currentOwner()) return
  await setOwnerNow()
  const { localSearch } = await client()
  if (op.owner !== currentOwner()) return
  const index = localSearch()
  if (op.kind === 'upsert') await index.upsertVideos(op.owner, op.videos, op.arrival)
  else await index.removeVideos(op.owner, op.ids)
}

async function drainWhenIdle() {
  if (draining) return
  draining = true
  try {
    started ??= afterLoad(FEED_START_DELAY_MS)
    await started
    while (queue.length > 0) {
      await idle()
      const op = queue.shift()
      if (op) enqueuePost(op)
      await posted
    }
  } finally {
    draining = false
  }
}

function afterLoad(delayMs: number): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve()
  return new Promise((resolve) => {
    const wait = () => setTimeout(resolve, delayMs)
    if (document.readyState === 'complete') wait()
    else window.addEventListener('load', wait, { once: true })
  })
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS })
    else setTimeout(resolve, 0)
  })
}
