import { useSelector } from '@tanstack/react-store'
import { createAtom } from '@tanstack/store'
import type { BackgroundKeep } from '@/offline/kept-background'
import type { KeptRecord } from '@/offline/kept-files'

/**
 * What every page's notices read of the videos kept for offline (docs/product.md §4 Offline,
 * "Kept videos"): the records and the keep under way in one atom, the note that this device
 * holds kept videos, and the doors to the keep flow. Small on purpose: it is in the entry, while
 * reading and wiping the kept files (`kept-on-device.ts`) and the keep flow
 * (`video-keeping.ts`) load only when their work runs (docs/architecture.md, "What the entry
 * holds").
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
 * A note in localStorage that videos are kept whole ('1', written when the records are read) or
 * that a keep began writing ('keeping'). A start without it reads no kept files: there are none.
 * An eviction takes Cache Storage and leaves the note, so a start that finds '1' and no record
 * tells it (as offline/eviction.ts does for the saved copy). A removal on purpose removes the
 * note first.
 */
const KEPT_NOTE_KEY = 'vi-kept-videos-note'

export function readKeptNote(): string | null {
  try {
    return localStorage.getItem(KEPT_NOTE_KEY)
  } catch {
    return null
  }
}

/** '1' when videos are kept whole; none: removed (a wipe, the last kept video removed). */
export function writeKeptNote(kept: boolean): void {
  try {
    if (kept) localStorage.setItem(KEPT_NOTE_KEY, '1')
    else localStorage.removeItem(KEPT_NOTE_KEY)
  } catch {
    // Storage refused: an eviction goes untold, nothing else changes.
  }
}

/** Before a keep writes its first record: the next start then reads the kept files. */
export function noteKeepBegun(): void {
  if (readKeptNote() !== null) return
  try {
    localStorage.setItem(KEPT_NOTE_KEY, 'keeping')
  } catch {
    // Storage refused: the kept files cannot be written either.
  }
}

/** Whether this device may hold kept videos or a cut keep (a start reads them only then). */
export const mayHoldKeptVideos = (): boolean => readKeptNote() !== null

/** Whether the browser removed the kept videos since the last start (until dismissed). */
export const keptEvicted = (): boolean => keptState.get().evicted === true
export const useKeptEvicted = (): boolean => useSelector(keptState, (s) => s.evicted === true)

export function dismissKeptEviction(): void {
  keptState.set((previous) => ({ ...previous, evicted: false }))
}

/** How background keeps ended while the app was closed (docs/product.md, "Kept videos"). */
export const useKeptAway = (): BackgroundKeep[] | undefined => useSelector(keptState, (s) => s.away)

export function dismissKeptAway(videoId: string): void {
  keptState.set((previous) => ({
    ...previous,
    away: previous.away?.filter((entry) => entry.videoId !== videoId),
  }))
}

/** The keep under way, if any. */
export const useKeeping = (): Keeping | undefined => useSelector(keptState, (s) => s.keeping)

/** The video whose keep is under way: unlike `useKeeping`, its progress draws nothing again. */
export const useKeepingVideoId = (): string | undefined =>
  useSelector(keptState, (s) => s.keeping?.videoId)

/** How many videos wait their turn behind the keep under way. */
export const useKeepsWaiting = (): number => useSelector(keptState, (s) => s.waiting ?? 0)

type Keeper = typeof import('./video-keeping')
let keeperLoad: Promise<Keeper> | undefined

/** The keep flow, loaded on first use (a chunk of its own, out of the entry). */
export function loadKeeper(): Promise<Keeper> {
  keeperLoad ??= import('./video-keeping')
  return keeperLoad
}

/** The keep flow if something loaded it already (a keep, a resume, a removal). */
export const loadedKeeper = (): Promise<Keeper> | undefined => keeperLoad

/** Stops the keep under way; what it wrote is removed. (None runs unless the flow is loaded.) */
export function cancelKeep(): void {
  void keeperLoad?.then((keeper) => keeper.cancelKeep())
}

/** Stops the keep under way and keeps its whole parts, to continue later. */
export function pauseKeep(): void {
  void keeperLoad?.then((keeper) => keeper.pauseKeep())
}
