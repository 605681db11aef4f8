import type { KeptKind, KeptRecord } from '@/offline/kept-files'
import { markKeepPaused, removeKeptVideo } from '@/offline/kept-writer'
import { roomLeft } from '@/offline/storage-manager'
import type { KeepOutcome, KeepPlan } from './video-keeping'

/**
 * The keep under way, shared by the page's own download (video-keeping.ts) and the follow-up of
 * one handed to Background Fetch (video-keeping-background.ts): at most one runs, and both end
 * it the same way.
 */

export interface Running {
  abort: AbortController
  paused: boolean
  /** The page was hidden a while: its download stops and Background Fetch takes the rest. */
  handingOver?: boolean
  /** Settles once the keep has stopped and cleaned up after itself. */
  done: Promise<unknown>
}

/** The one keep under way, if any (an object, so that both modules can set it). */
export const underWay: { current?: Running } = {}

/** A keep stopped: paused (its whole parts stay), cancelled or refused for room (nothing stays). */
export async function stopped(
  plan: KeepPlan,
  current: Running,
  error?: unknown,
): Promise<KeepOutcome> {
  // The estimate is the browser's guess: a write it refuses is no room all the same.
  const full = error instanceof DOMException && error.name === 'QuotaExceededError'
  // Paused: the whole parts stay, and Continue asks for the rest with `Range`; a start
  // leaves it paused (only the user continues it).
  if (current.paused) return paused(plan.videoId)
  if (!current.abort.signal.aborted && !full) return { kind: 'failed' }
  await removeKeptVideo(plan.videoId).catch(() => undefined)
  if (full) return { kind: 'no-room', need: plan.total, room: Math.max(0, (await roomLeft()) ?? 0) }
  return { kind: 'cancelled' }
}

export async function paused(videoId: string): Promise<KeepOutcome> {
  await markKeepPaused(videoId, true).catch(() => undefined)
  return { kind: 'paused' }
}

/** The plan that continues a video's recorded files. */
export function planOf(files: KeptRecord[]): KeepPlan {
  // In the first keep's order (the full video first), whatever order the cache lists them in.
  const ordered = [...files].sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind))
  return {
    videoId: files[0]!.videoId,
    title: files[0]!.title,
    files: ordered.map((file) => ({ kind: file.kind, url: file.url, size: file.size })),
    total: files.reduce((sum, file) => sum + file.size - file.stored, 0),
  }
}

/** The full video, then the trailer, then the scene clips by their index (as `keptFilesOf`). */
const kindOrder = (kind: KeptKind) =>
  kind === 'full' ? -2 : kind === 'trailer' ? -1 : Number(kind.slice('scene-'.length))
