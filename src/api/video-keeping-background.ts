import {
  type BackgroundFetchRegistration,
  type BackgroundKeep,
  dropBackgroundKeep,
  readBackgroundKeep,
} from '@/offline/kept-background'
import { markKeepPaused, planFile, removeKeptVideo } from '@/offline/kept-writer'
import {
  backgroundKeepEnd,
  backgroundKeepOf,
  canHandOver,
  startBackgroundKeep,
} from './keep-in-background'
import { paused, planOf, type Running, stopped, underWay } from './keep-under-way'
import { noteKeepBegun, keptState as state } from './kept-state'
import type { KeepOutcome, KeepPlan } from './video-keeping'

/**
 * The keep flow's Background Fetch follow-up (docs/product.md §4 Offline, "Kept videos"): a keep
 * handed over when the page is hidden a while, followed to its end while the page lives, and at
 * start how the ones handed over went. The browser side is in keep-in-background.ts.
 */

/** Hidden a while: the page's download stops (its whole parts stay) for Background Fetch. */
export async function handOver(current: Running) {
  if (current.paused || current.abort.signal.aborted || !(await canHandOver())) return
  if (underWay.current !== current || current.paused || current.abort.signal.aborted) return
  current.handingOver = true
  current.abort.abort()
}

/**
 * The rest of the video through Background Fetch, followed to its end while this page lives
 * (the worker writes it, app closed or not); undefined when the browser refuses to start it.
 * `started` runs once the browser has it (the keeps waiting their turn are handed over then).
 */
export async function keepInBackground(
  plan: KeepPlan,
  current: Running,
  started: (registration: BackgroundFetchRegistration) => Promise<void>,
) {
  const registration = await startBackgroundKeep(plan.videoId, plan.title)
  if (!registration) return undefined
  await started(registration)
  return followBackground(plan, current, registration)
}

/**
 * A keep waiting its turn handed to Background Fetch beside the one under way: its files are
 * planned (records with nothing stored, as a keep's start writes them), then the browser
 * fetches them whole; undefined (nothing left planned) when the browser refuses it.
 */
export async function startWaitingInBackground(
  plan: KeepPlan,
): Promise<BackgroundFetchRegistration | undefined> {
  const { videoId, title } = plan
  noteKeepBegun()
  await markKeepPaused(videoId, false)
  for (const file of plan.files) await planFile({ videoId, title, ...file })
  const registration = await startBackgroundKeep(videoId, title).catch(() => undefined)
  if (!registration) await removeKeptVideo(videoId).catch(() => undefined)
  return registration
}

/**
 * A keep waiting its turn that was handed over, dropped from the queue (Pause, Cancel): the
 * browser's fetch stops and what it planned goes, unless the browser kept it whole already.
 */
export async function dropWaitingInBackground(
  videoId: string,
  registration: BackgroundFetchRegistration,
): Promise<KeepOutcome> {
  await registration.abort().catch(() => undefined)
  const entry = await readBackgroundKeep(videoId).catch(() => undefined)
  await dropBackgroundKeep(videoId).catch(() => undefined)
  if (entry?.state === 'kept') return { kind: 'kept' }
  await removeKeptVideo(videoId).catch(() => undefined)
  return { kind: 'cancelled' }
}

/**
 * Follows a handed-over keep to its end; `away` (one handed over before this start) also tells
 * how it ended in `keptState.away`, with the worker's reason for a failure.
 */
export async function followBackground(
  plan: KeepPlan,
  current: Running,
  registration: BackgroundFetchRegistration,
  away = false,
): Promise<KeepOutcome> {
  const { videoId, title } = plan
  const end = await backgroundKeepEnd(
    videoId,
    registration,
    current.abort.signal,
    (stored, total) =>
      state.set((previous) => ({ ...previous, keeping: { videoId, title, stored, total } })),
  )
  const said = await readBackgroundKeep(videoId).catch(() => undefined)
  if (away && said && (end === 'kept' || end === 'failed')) tellAway({ ...said, state: end })
  // This page says how it ended: nothing is left to tell at the next start.
  await dropBackgroundKeep(videoId).catch(() => undefined)
  if (end === 'kept') return { kind: 'kept' }
  if (end === 'failed') return { kind: 'failed' }
  // Stopped in the browser's own downloads: a pause, as the app's Pause is.
  if (end === 'aborted') return paused(videoId)
  return stopped(plan, current)
}

/**
 * At start: how the keeps handed to Background Fetch went while the app was closed (told once,
 * in `keptState.away`, then forgotten), and the ones still under way handed to `inTurn`, in
 * the order they were handed over: the keep queue follows each at its turn (its progress in
 * the corner stack, Pause and Cancel for the whole queue, no second download of it).
 */
export async function followBackgroundKeeps(
  entries: readonly BackgroundKeep[],
  inTurn: (plan: KeepPlan, registration: BackgroundFetchRegistration) => Promise<KeepOutcome>,
): Promise<void> {
  for (const entry of entries) {
    if (entry.state !== 'running') {
      tellAway(entry)
      await dropBackgroundKeep(entry.videoId)
      continue
    }
    // One that failed as the app started is followed too: the worker is storing why.
    const registration = await backgroundKeepOf(entry.videoId, true)
    const files = state.get().records.filter((record) => record.videoId === entry.videoId)
    if (!registration) {
      // Ended since it was read, or dropped by the browser without a word (then the next keep
      // continues it with `Range`).
      const now = await readBackgroundKeep(entry.videoId)
      if (now && now.state !== 'running') tellAway(now)
      await dropBackgroundKeep(entry.videoId)
      continue
    }
    if (files.length === 0) continue
    followed.add(entry.videoId)
    void inTurn(planOf(files), registration).then((outcome) => {
      if (outcome.kind === 'failed') followed.delete(entry.videoId)
    })
  }
}

/** Videos followed in the background since the start: `resumeKeeps` does not take them up. */
const followed = new Set<string>()
export const isFollowedInBackground = (videoId: string) => followed.has(videoId)

const tellAway = (entry: BackgroundKeep) =>
  state.set((previous) => ({
    ...previous,
    away: [...(previous.away ?? []).filter((e) => e.videoId !== entry.videoId), entry],
  }))
