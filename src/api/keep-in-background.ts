import { t } from '@lingui/core/macro'
import {
  type BackgroundFetchRegistration,
  backgroundFetchManager,
  backgroundId,
  dropBackgroundKeep,
  KEPT_BACKGROUND_MESSAGE,
  readBackgroundKeep,
  requestsForRest,
  writeBackgroundKeep,
} from '@/offline/kept-background'
import { readKeptRecords } from '@/offline/kept-files'

/**
 * The page's side of a keep handed over to Background Fetch (docs/product.md §4 Offline, "Kept
 * videos"; the shared parts in offline/kept-background.ts, the worker's in sw/background-keeps.ts):
 * when to hand over, the start, and following one to its end. Part of the lazy keep flow.
 */

/** How long the page stays hidden before a keep is handed over: a reload or a glance away is shorter. */
export const HANDOVER_GRACE_MS = 1000

/** Calls `handOver` once the page has been hidden for the grace; returns the watch's stop. */
export function whenHiddenAWhile(handOver: () => void): () => void {
  if (typeof document === 'undefined') return () => undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const check = () => {
    clearTimeout(timer)
    if (document.visibilityState !== 'hidden') return
    timer = setTimeout(() => {
      if (document.visibilityState === 'hidden') handOver()
    }, HANDOVER_GRACE_MS)
  }
  document.addEventListener('visibilitychange', check)
  check()
  return () => {
    clearTimeout(timer)
    document.removeEventListener('visibilitychange', check)
  }
}

/** Whether this browser can hand a keep over (Background Fetch, a registered worker). */
export const canHandOver = async () => (await backgroundFetchManager()) !== undefined

/**
 * Starts one background fetch for what is left of a video's files (after the page stopped
 * writing), with its entry; undefined where the browser refuses it.
 */
export async function startBackgroundKeep(
  videoId: string,
  title: string,
): Promise<BackgroundFetchRegistration | undefined> {
  const manager = await backgroundFetchManager()
  if (!manager) return undefined
  const records = (await readKeptRecords()).filter((record) => record.videoId === videoId)
  const { requests, bytes } = requestsForRest(records)
  if (requests.length === 0) return undefined
  const keptTitle = t`“${title}” was kept for offline`
  await writeBackgroundKeep({ videoId, title, keptTitle, state: 'running' })
  try {
    return await manager.fetch(backgroundId(videoId), requests, {
      title: t`Keeping “${title}” for offline`,
      downloadTotal: bytes,
    })
  } catch {
    await dropBackgroundKeep(videoId)
    return undefined
  }
}

/**
 * A video's background fetch still under way (or being written by the worker), if any; with
 * `ending`, also one that failed while the worker is still storing why (it says so in a moment).
 */
export async function backgroundKeepOf(
  videoId: string,
  ending = false,
): Promise<BackgroundFetchRegistration | undefined> {
  const registration = await (await backgroundFetchManager())?.get(backgroundId(videoId))
  return registration && (ending || registration.result !== 'failure') ? registration : undefined
}

export type BackgroundEnd = 'kept' | 'failed' | 'aborted' | 'stopped'

/**
 * Follows a background keep to its end: its progress (bytes of this fetch), then how it ended
 * as the worker tells it; `signal` stops it here (Pause, Cancel, a session end: 'stopped').
 */
export function backgroundKeepEnd(
  videoId: string,
  registration: BackgroundFetchRegistration,
  signal: AbortSignal,
  onProgress: (downloaded: number, total: number) => void,
): Promise<BackgroundEnd> {
  return new Promise((resolve) => {
    const progress = () => onProgress(registration.downloaded, registration.downloadTotal)
    const finish = (end: BackgroundEnd) => {
      registration.removeEventListener('progress', progress)
      navigator.serviceWorker.removeEventListener('message', told)
      signal.removeEventListener('abort', stop)
      resolve(end)
    }
    // The worker's word comes once the entry says how it ended (or is gone: aborted).
    const judge = async () => {
      const entry = await readBackgroundKeep(videoId).catch(() => undefined)
      if (entry?.state === 'running') return
      finish(entry?.state ?? 'aborted')
    }
    const told = (event: MessageEvent) => {
      const data = event.data as { type?: string; videoId?: string } | null
      if (data?.type === KEPT_BACKGROUND_MESSAGE && data.videoId === videoId) void judge()
    }
    const stop = () => {
      void registration.abort().catch(() => undefined)
      finish('stopped')
    }
    registration.addEventListener('progress', progress)
    navigator.serviceWorker.addEventListener('message', told)
    signal.addEventListener('abort', stop, { once: true })
    progress()
    if (signal.aborted) stop()
    // It may have ended before this listened.
    else void judge()
  })
}
