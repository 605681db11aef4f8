import { useSelector } from '@tanstack/react-store'
import { createAtom } from '@tanstack/store'
import {
  abortBackgroundKeeps,
  type BackgroundKeep,
  readBackgroundKeeps,
} from '@/offline/kept-background'
import {
  isComplete,
  type KeptKind,
  type KeptRecord,
  keptAddress,
  readKeptRecords,
  wipeKeptFiles,
} from '@/offline/kept-files'
import { assetUrl } from './assets'
import type { Video } from './videos'

/**
 * Which videos are kept for offline (docs/product.md §4 Offline, "Kept videos"): the records in
 * an atom (read with `useKeptVideo`, `useKeeping`), the address a player plays a kept file from,
 * and the doors to the keep flow. This is what a first screen needs (a card's badge, a player's
 * source); the keep flow itself (`video-keeping.ts`: sizes, room, the writer) is loaded only
 * when a keep starts, a cut keep must continue, or the profile's list removes one.
 */

export interface Keeping {
  videoId: string
  title: string
  stored: number
  total: number
}

interface KeptState {
  records: KeptRecord[]
  keeping?: Keeping
  /** Videos waiting their turn behind the keep under way (a selection kept from the library). */
  waiting?: number
  /** The browser removed the kept videos (told with the saved copy's eviction). */
  evicted?: boolean
  /** How keeps handed to Background Fetch ended while the app was closed, until dismissed. */
  away?: BackgroundKeep[]
}

/** The kept records and the keep under way; written by `video-keeping.ts` too. */
export const keptState = createAtom<KeptState>({ records: [] })

/**
 * A note in localStorage that videos are kept: an eviction takes Cache Storage and leaves the
 * note, so a start that finds the note and no record tells it (as offline/eviction.ts does for
 * the saved copy). A removal on purpose removes the note first.
 */
const KEPT_NOTE_KEY = 'vi-kept-videos-note'

export function writeKeptNote(kept: boolean): void {
  try {
    if (kept) localStorage.setItem(KEPT_NOTE_KEY, '1')
    else localStorage.removeItem(KEPT_NOTE_KEY)
  } catch {
    // Storage refused: an eviction goes untold, nothing else changes.
  }
}

function readKeptNote(): boolean {
  try {
    return localStorage.getItem(KEPT_NOTE_KEY) === '1'
  } catch {
    return false
  }
}

/** The files of a video that can be kept: the upload, the trailer, each scene's own clip. */
export function keptFilesOf(video: Video): { kind: KeptKind; url: string }[] {
  const files: { kind: KeptKind; url: string }[] = []
  const full = assetUrl(video.id, video.videoPath, 'input')
  if (full) files.push({ kind: 'full', url: full })
  const trailer = assetUrl(video.id, video.trailerPath)
  if (trailer) files.push({ kind: 'trailer', url: trailer })
  for (const scene of video.outputData?.scenes ?? []) {
    const clip = assetUrl(video.id, scene.videoPath)
    if (clip) files.push({ kind: `scene-${scene.index}`, url: clip })
  }
  return files
}

/** Reads the kept records into the atom (at start, after a change). */
export async function loadKeptVideos(): Promise<KeptRecord[]> {
  const records = await readKeptRecords().catch(() => [])
  const evicted = readKeptNote() && records.length === 0
  writeKeptNote(records.length > 0)
  keptState.set((previous) => ({ ...previous, records, evicted: previous.evicted || evicted }))
  return records
}

/** Whether the browser removed the kept videos since the last start (until dismissed). */
export const keptEvicted = (): boolean => keptState.get().evicted === true
export const useKeptEvicted = (): boolean => useSelector(keptState, (s) => s.evicted === true)

export function dismissKeptEviction(): void {
  keptState.set((previous) => ({ ...previous, evicted: false }))
}

type Keeper = typeof import('./video-keeping')
let keeperLoad: Promise<Keeper> | undefined

/** The keep flow, loaded on first use (a chunk of its own, out of the entry). */
export function loadKeeper(): Promise<Keeper> {
  keeperLoad ??= import('./video-keeping')
  return keeperLoad
}

/**
 * At start: reads the records, and only when a keep was cut off (a reload, a closed tab, a
 * dropped network) or handed to Background Fetch loads the keep flow: to tell how a background
 * keep went or follow one still under way, and to continue a cut one, online.
 */
export async function resumeKeepsAtStart(online: boolean): Promise<void> {
  const records = await loadKeptVideos()
  const background = await readBackgroundKeeps().catch(() => [])
  if (background.length > 0) await (await loadKeeper()).followBackgroundKeeps(background)
  if (online && !records.every(isComplete)) await (await loadKeeper()).resumeKeeps()
}

/** How background keeps ended while the app was closed (docs/product.md, "Kept videos"). */
export const useKeptAway = (): BackgroundKeep[] | undefined => useSelector(keptState, (s) => s.away)

export function dismissKeptAway(videoId: string): void {
  keptState.set((previous) => ({
    ...previous,
    away: previous.away?.filter((entry) => entry.videoId !== videoId),
  }))
}

/** Stops the keep under way; what it wrote is removed. (None runs unless the flow is loaded.) */
export function cancelKeep(): void {
  void keeperLoad?.then((keeper) => keeper.cancelKeep())
}

/** Stops the keep under way and keeps its whole parts, to continue later. */
export function pauseKeep(): void {
  void keeperLoad?.then((keeper) => keeper.pauseKeep())
}

/** A session end, "Remove the saved copy": the keep under way stops, every kept file goes. */
export async function wipeKeptVideos(): Promise<void> {
  if (keeperLoad) return (await keeperLoad).wipeKeptVideos()
  writeKeptNote(false)
  await abortBackgroundKeeps().catch(() => undefined)
  await wipeKeptFiles()
  keptState.set({ records: [] })
}

/** A kept video as the screens show it: its files, kept whole or not. */
export interface KeptVideo {
  videoId: string
  title: string
  bytes: number
  complete: boolean
  kinds: KeptKind[]
}

export function keptVideos(records: readonly KeptRecord[]): KeptVideo[] {
  const byVideo = new Map<string, KeptVideo>()
  for (const record of records) {
    const video = byVideo.get(record.videoId) ?? {
      videoId: record.videoId,
      title: record.title,
      bytes: 0,
      complete: true,
      kinds: [],
    }
    video.bytes += record.stored
    video.complete &&= isComplete(record)
    video.kinds.push(record.kind)
    byVideo.set(record.videoId, video)
  }
  return [...byVideo.values()]
}

/**
 * The address to play a kept file from, when it is kept whole and the service worker (which
 * answers it) controls the page; otherwise undefined, and the network's address is played.
 */
export function keptSource(videoId: string, kind: KeptKind): string | undefined {
  const record = keptState.get().records.find((r) => r.videoId === videoId && r.kind === kind)
  if (!record || !isComplete(record)) return undefined
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return undefined
  return keptAddress(videoId, kind)
}

/** Whether a video is kept whole on this device. */
export const useKeptVideo = (videoId: string): KeptVideo | undefined =>
  useSelector(keptState, (s) => keptVideos(s.records.filter((r) => r.videoId === videoId))[0], {
    compare: (a, b) => a?.bytes === b?.bytes && a?.complete === b?.complete,
  })

/** How a video is kept on this device: whole, or partly (a keep that was cut or paused). */
export type KeptMark = 'whole' | 'partly'

/** Each kept video's mark, by id: what a list of cards shows, from one store read per list. */
export function keptMarks(records: readonly KeptRecord[]): Map<string, KeptMark> {
  const marks = new Map<string, KeptMark>()
  for (const record of records) {
    const whole = isComplete(record) && marks.get(record.videoId) !== 'partly'
    marks.set(record.videoId, whole ? 'whole' : 'partly')
  }
  return marks
}

const sameMarks = (a: ReadonlyMap<string, KeptMark>, b: ReadonlyMap<string, KeptMark>) =>
  a.size === b.size && [...a].every(([id, mark]) => b.get(id) === mark)

/**
 * The kept marks of every video, for a grid of cards: one subscription for the whole grid (a
 * subscription per card made the library's first render slower; docs/architecture.md).
 */
export const useKeptMarks = (): ReadonlyMap<string, KeptMark> =>
  useSelector(keptState, (s) => keptMarks(s.records), { compare: sameMarks })

export const useKeptVideos = (): KeptVideo[] =>
  useSelector(keptState, (s) => keptVideos(s.records), {
    compare: (a, b) => JSON.stringify(a) === JSON.stringify(b),
  })

/** The keep under way, if any. */
export const useKeeping = (): Keeping | undefined => useSelector(keptState, (s) => s.keeping)

/** The video whose keep is under way: unlike `useKeeping`, its progress draws nothing again. */
export const useKeepingVideoId = (): string | undefined =>
  useSelector(keptState, (s) => s.keeping?.videoId)

/** How many videos wait their turn behind the keep under way. */
export const useKeepsWaiting = (): number => useSelector(keptState, (s) => s.waiting ?? 0)
