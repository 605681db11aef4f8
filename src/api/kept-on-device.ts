import { useSelector } from '@tanstack/react-store'
import { abortBackgroundKeeps, readBackgroundKeeps } from '@/offline/kept-background'
import {
  isComplete,
  type KeptKind,
  type KeptRecord,
  keptAddress,
  readKeptRecords,
  wipeKeptFiles,
} from '@/offline/kept-files'
import { assetUrl } from './assets'
import { keptState, loadedKeeper, loadKeeper, readKeptNote, writeKeptNote } from './kept-state'
import type { Video } from './videos'

// What the notices read, and the doors to the keep flow, live in the entry (kept-state.ts);
// the screens import them from here as before.
export {
  cancelKeep,
  dismissKeptAway,
  dismissKeptEviction,
  type Keeping,
  keptEvicted,
  keptState,
  loadKeeper,
  pauseKeep,
  useKeeping,
  useKeepingVideoId,
  useKeepsWaiting,
  useKeptAway,
  useKeptEvicted,
  writeKeptNote,
} from './kept-state'

/**
 * Which videos are kept for offline (docs/product.md §4 Offline, "Kept videos"): reading the
 * records into the atom (`kept-state.ts`, read with `useKeptVideo`, `useKeeping`), the address a
 * player plays a kept file from, the wipe, and the resume at start. The screens that show kept
 * videos import it; the start and a session end load it only when they use it. The keep flow
 * itself (`video-keeping.ts`: sizes, room, the writer) is loaded only when a keep starts, a cut
 * keep must continue, or the profile's list removes one.
 */

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
  const note = readKeptNote()
  const evicted = note === '1' && records.length === 0
  // '1' once a video is kept whole; a keep that kept nothing whole yet leaves its note
  // ('keeping'): it may go on later, and a cancel of it is no eviction.
  if (records.some(isComplete)) writeKeptNote(true)
  else if (note !== 'keeping') writeKeptNote(false)
  keptState.set((previous) => ({ ...previous, records, evicted: previous.evicted || evicted }))
  return records
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

/** A session end, "Remove the saved copy": the keep under way stops, every kept file goes. */
export async function wipeKeptVideos(): Promise<void> {
  const keeper = loadedKeeper()
  if (keeper) return (await keeper).wipeKeptVideos()
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
