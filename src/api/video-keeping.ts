import type { PersistAnswer } from '@/offline/device-report'
import {
  abortBackgroundKeeps,
  type BackgroundFetchRegistration,
  type BackgroundKeep,
} from '@/offline/kept-background'
import { isComplete, isKeepPaused, type KeptKind, wipeKeptFiles } from '@/offline/kept-files'
import { keepFile, markKeepPaused, planFile, removeKeptVideo, sizeOf } from '@/offline/kept-writer'
import { askToPersist, roomLeft } from '@/offline/storage-manager'
import { backgroundKeepOf, whenHiddenAWhile } from './keep-in-background'
import { planOf, type Running, stopped, underWay } from './keep-under-way'
import { keptFilesOf, loadKeptVideos } from './kept-on-device'
import { noteKeepBegun, keptState as state, writeKeptNote } from './kept-state'
import {
  dropWaitingInBackground,
  followBackgroundKeeps as followAtStart,
  followBackground,
  handOver,
  isFollowedInBackground,
  keepInBackground,
  startWaitingInBackground,
} from './video-keeping-background'
import type { Video } from './videos'

/**
 * The keep flow (docs/product.md §4 Offline, "Kept videos"): each file's size before anything is
 * written, the room check, the first keep's request for persistent storage, one keep at a time
 * with its progress, pause and cancel. Loaded lazily through `loadKeeper` (kept-on-device.ts, which
 * holds which videos are kept); the bytes are stored by `offline/kept-files.ts`.
 */

export interface KeptFilePlan {
  kind: KeptKind
  url: string
  size: number
}

export interface KeepPlan {
  videoId: string
  title: string
  files: KeptFilePlan[]
  /** Bytes still to write (what is stored of an earlier keep not counted). */
  total: number
}

export type KeepOutcome =
  | { kind: 'kept'; persist?: PersistAnswer }
  | { kind: 'no-room'; need: number; room: number }
  | { kind: 'cancelled' }
  | { kind: 'paused' }
  | { kind: 'failed' }

/** Bumped by every wipe: a keep that was starting when one came does not start after it. */
let generation = 0

/** Each file's size from `Content-Length` (a HEAD request), before anything is written. */
export async function planKeep(video: Video, title: string): Promise<KeepPlan> {
  const files = await Promise.all(
    keptFilesOf(video).map(async (file) => {
      const response = await fetch(file.url, { method: 'HEAD', mode: 'cors', credentials: 'omit' })
      const size = response.ok ? sizeOf(response) : undefined
      if (size === undefined) throw new Error(`keep: no size for ${file.kind}`)
      return { ...file, size }
    }),
  )
  const total = files.reduce(
    (sum, file) => sum + Math.max(0, file.size - storedOf(video.id, file.kind)),
    0,
  )
  return { videoId: video.id, title, files, total }
}

/**
 * Keeps the planned files, one after the other, after checking the room for them and (the
 * first keep on this device) asking the browser to keep storage. A keep cut off by the network
 * stays for `resumeKeeps`; a cancel removes what was written.
 */
export async function keepVideo(plan: KeepPlan): Promise<KeepOutcome> {
  if (underWay.current || state.get().keeping) return { kind: 'failed' }
  const { videoId, title } = plan
  // Under way from the first click: a second one, here or on another video, waits.
  state.set((previous) => ({ ...previous, keeping: { videoId, title, stored: 0, total: 0 } }))
  const started = generation
  const room = await roomLeft()
  const first = state.get().records.length === 0
  const fits = room === undefined || plan.total <= room
  const persist = fits && first ? await askToPersist() : undefined
  state.set((previous) => ({ ...previous, keeping: undefined }))
  if (!fits) return { kind: 'no-room', need: plan.total, room }
  if (started !== generation) return { kind: 'cancelled' }
  const outcome = await run(plan)
  return outcome.kind === 'kept' ? { kind: 'kept', persist } : outcome
}

function run(plan: KeepPlan): Promise<KeepOutcome> {
  const current: Running = { abort: new AbortController(), paused: false, done: Promise.resolve() }
  underWay.current = current
  const outcome = settle(plan, current)
  current.done = outcome
  return outcome
}

async function settle(plan: KeepPlan, current: Running): Promise<KeepOutcome> {
  const stopWatching = whenHiddenAWhile(() => void handOver(current))
  try {
    for (;;) {
      try {
        return await keepHere(plan, current)
      } catch (error) {
        if (!current.handingOver || current.paused) return await stopped(plan, current, error)
        // Pause, Cancel or a wipe from here on stop the background fetch.
        current.abort = new AbortController()
        stopWatching()
        const outcome = await keepInBackground(plan, current, (registration) =>
          handOverWaiting(registration.downloadTotal),
        )
        if (outcome) return outcome
        if (current.abort.signal.aborted) return await stopped(plan, current)
        // The browser refused the hand-over: the page goes on.
        current.handingOver = false
      }
    }
  } finally {
    stopWatching()
    if (underWay.current === current) underWay.current = undefined
    state.set((previous) => ({ ...previous, keeping: undefined }))
    await loadKeptVideos()
  }
}

/** The page's own download, one file after the other. */
async function keepHere(plan: KeepPlan, current: Running): Promise<KeepOutcome> {
  const { videoId, title } = plan
  const whole = plan.files.reduce((sum, file) => sum + file.size, 0)
  // Each file's bytes on the device: a continued keep shows what it kept before, not zero.
  const kept = new Map(plan.files.map((file) => [file.kind, storedOf(videoId, file.kind)]))
  const show = () => {
    const stored = [...kept.values()].reduce((sum, bytes) => sum + bytes, 0)
    state.set((previous) => ({ ...previous, keeping: { videoId, title, stored, total: whole } }))
  }
  show()
  // A start reads the kept files only where the note says there may be some (kept-state.ts).
  noteKeepBegun()
  await markKeepPaused(videoId, false)
  for (const file of plan.files) await planFile({ videoId, title, ...file })
  for (const file of plan.files) {
    await keepFile({
      videoId,
      kind: file.kind,
      title,
      url: file.url,
      inRangedParts: true,
      signal: current.abort.signal,
      onProgress: (stored) => {
        kept.set(file.kind, stored)
        show()
      },
    })
    kept.set(file.kind, file.size)
  }
  return { kind: 'kept' }
}

/** The bytes of a video's file its record counts as kept (0 when it has none yet). */
const storedOf = (videoId: string, kind: KeptKind) =>
  state.get().records.find((r) => r.videoId === videoId && r.kind === kind)?.stored ?? 0

interface Turn {
  plan: KeepPlan
  told: (outcome: KeepOutcome) => void
  /** Handed to Background Fetch while it waited: at its turn it is followed, not downloaded. */
  registration?: BackgroundFetchRegistration
  /** Handed over before this start: how it ends is told in `keptState.away`. */
  away?: boolean
}
/** Keeps waiting their turn behind the one under way, first asked first kept. */
const turns: Turn[] = []
let taking = false

const publishWaiting = () => state.set((previous) => ({ ...previous, waiting: turns.length }))

/**
 * Keeps a video when its turn comes: after the keep under way and the ones asked before it
 * (a selection kept from the library, a card's keep while another runs). Settles with its
 * outcome; a pause, a cancel or a wipe also drops the keeps still waiting ('cancelled').
 */
export function keepInTurn(plan: KeepPlan): Promise<KeepOutcome> {
  return waitTurn({ plan })
}

function waitTurn(turn: Omit<Turn, 'told'>): Promise<KeepOutcome> {
  return new Promise((told) => {
    turns.push({ ...turn, told })
    publishWaiting()
    if (!taking) void takeTurns()
  })
}

/**
 * The keep under way was handed to Background Fetch (its rest `taken` bytes): each keep waiting
 * its turn is handed over too, in turn order, so that with the app closed the whole queue goes
 * on. Its room check comes here (in the page it comes at its turn): one that would not fit
 * stays waiting in the page, and so do the ones behind it, which keeps the order.
 */
async function handOverWaiting(taken: number) {
  const started = generation
  const room = await roomLeft()
  let left = room === undefined ? Number.POSITIVE_INFINITY : room - taken
  for (const turn of [...turns]) {
    if (turn.registration) continue
    if (started !== generation || turn.plan.total > left) return
    const registration = await startWaitingInBackground(turn.plan)
    if (!registration) return
    // Dropped meanwhile (Pause, Cancel, a wipe): its fetch stops as theirs did.
    if (started !== generation || !turns.includes(turn)) {
      await dropWaitingInBackground(turn.plan.videoId, registration)
      return
    }
    turn.registration = registration
    left -= turn.plan.total
  }
}

/** A keep handed over while it waited, followed to its end at its turn. */
function followInTurn(turn: Turn): Promise<KeepOutcome> {
  const current: Running = { abort: new AbortController(), paused: false, done: Promise.resolve() }
  underWay.current = current
  const outcome = followBackground(turn.plan, current, turn.registration!, turn.away).finally(
    async () => {
      if (underWay.current === current) underWay.current = undefined
      state.set((previous) => ({ ...previous, keeping: undefined }))
      await loadKeptVideos()
    },
  )
  current.done = outcome
  return outcome
}

/**
 * At start: tells how the keeps handed to Background Fetch went, and follows the ones still
 * under way in the queue, in the order they were handed over.
 */
export const followBackgroundKeeps = (entries: readonly BackgroundKeep[]) =>
  followAtStart(entries, (plan, registration) => waitTurn({ plan, registration, away: true }))

async function takeTurns() {
  taking = true
  try {
    while (turns.length > 0) {
      // A keep started elsewhere (the detail page, a continued one) ends first.
      while (underWay.current || state.get().keeping) await (underWay.current?.done ?? idle())
      const turn = turns.shift()
      if (!turn) break
      publishWaiting()
      const outcome = turn.registration ? await followInTurn(turn) : await keepVideo(turn.plan)
      turn.told(outcome)
      if (outcome.kind === 'paused' || outcome.kind === 'cancelled') dropWaiting()
    }
  } finally {
    taking = false
    publishWaiting()
  }
}

/** A moment for a keep that is checking the room (nothing under way yet) to start. */
const idle = () => new Promise((resolve) => setTimeout(resolve, 50))

function dropWaiting() {
  for (const turn of turns.splice(0)) {
    if (!turn.registration) turn.told({ kind: 'cancelled' })
    // Handed over: its fetch stops too (what it planned goes, unless it was kept whole).
    else void dropWaitingInBackground(turn.plan.videoId, turn.registration).then(turn.told)
  }
  publishWaiting()
}

/** Stops the keep under way, and the ones waiting; what it wrote is removed. */
export function cancelKeep(): void {
  dropWaiting()
  underWay.current?.abort.abort()
}

/** Stops the keep under way and keeps its whole parts, for `continueKeep`; drops those waiting. */
export function pauseKeep(): void {
  if (!underWay.current) return
  dropWaiting()
  underWay.current.paused = true
  underWay.current.abort.abort()
}

/** Continues a paused or cut keep of one video from where it stopped (a `Range` request). */
export async function continueKeep(videoId: string): Promise<KeepOutcome> {
  const files = (await loadKeptVideos()).filter((record) => record.videoId === videoId)
  if (files.length === 0) return { kind: 'failed' }
  // Another keep under way or waiting: this one takes its turn after them.
  if (underWay.current || state.get().keeping || turns.length > 0) return keepInTurn(planOf(files))
  return run(planOf(files))
}

/**
 * At start: keeps cut off by a reload, a closed tab or a dropped network continue from where
 * they stopped (a `Range` request), one video after the other, without asking; a keep the user
 * paused stays paused, and a video a background fetch still downloads is left to it.
 */
export async function resumeKeeps(): Promise<void> {
  const records = await loadKeptVideos()
  const videos = new Set(records.map((record) => record.videoId))
  for (const videoId of videos) {
    // A keep followed in the background (followBackgroundKeeps) ends first; its video is
    // then kept, paused or cancelled by the user, unless it failed.
    await underWay.current?.done
    if (isFollowedInBackground(videoId)) continue
    const files = (await loadKeptVideos()).filter((record) => record.videoId === videoId)
    // A keep started meanwhile (a click) runs alone; the cut keeps left continue at a next start.
    if (
      files.length === 0 ||
      files.every(isComplete) ||
      underWay.current ||
      state.get().keeping ||
      turns.length > 0
    )
      continue
    if (await isKeepPaused(videoId)) continue
    if (await backgroundKeepOf(videoId)) continue
    await run(planOf(files))
  }
}

/** Removes one video's kept files (the profile's list). */
export async function removeKept(videoId: string): Promise<void> {
  if (state.get().keeping?.videoId === videoId) await stopRunning()
  if (state.get().records.every((record) => record.videoId === videoId)) writeKeptNote(false)
  await removeKeptVideo(videoId)
  await loadKeptVideos()
}

async function stopRunning() {
  const current = underWay.current
  current?.abort.abort()
  await current?.done
}

/** A session end, "Remove the saved copy": the keep under way stops, every kept file goes. */
export async function wipeKeptVideos(): Promise<void> {
  generation++
  dropWaiting()
  writeKeptNote(false)
  await stopRunning()
  await abortBackgroundKeeps().catch(() => undefined)
  await wipeKeptFiles()
  state.set({ records: [] })
}
