import type { UploadCheckpoint } from '@/api/upload'
import { readSessionTag } from '@/offline/session-tag'
import { fitsOnDevice } from '@/offline/storage-manager'
import {
  keepWaitingUpload,
  markWaitingUploadStopped,
  removeWaitingUpload,
  saveWaitingUploadDraft,
  waitingUploads,
} from '@/offline/waiting-uploads'
import type { RestoredFile } from './upload-machine'
import type { QueuedFile } from './upload-queue'
import type { UploadDraft } from './upload-rules'

/**
 * The queue's side on this device while it waits for the network (docs/product.md §2 Upload,
 * "Waiting for the network"): what the store keeps, marks, forgets and brings back through
 * `offline/waiting-uploads.ts`, under the session's tag. The store applies the transitions.
 */

/** The Web Lock held by the page that sends the kept queue. */
const KEPT_QUEUE_LOCK = 'vi-waiting-uploads'
let lock: { held: Promise<void>; release: () => void } | undefined

/**
 * Resolves once this page holds the kept queue, which it then holds until `releaseKeptQueue`:
 * two tabs bringing the queue back would each send every file. While another page holds it,
 * this one waits, and brings back what is left once that page lets it go or is gone. Without
 * Web Locks, at once. Held only while files are kept: a page holding a lock cannot enter the
 * back/forward cache.
 */
export function holdKeptQueue(): Promise<void> {
  if (lock) return lock.held
  let wanted = true
  let letGo = () => {
    wanted = false
  }
  const held = new Promise<void>((resolve) => {
    const locks = globalThis.navigator?.locks
    if (!locks) return resolve()
    locks
      .request(KEPT_QUEUE_LOCK, () => {
        resolve()
        // Let go before it was granted: nothing to hold.
        if (!wanted) return undefined
        return new Promise<void>((done) => {
          letGo = done
        })
      })
      .catch(() => resolve())
  })
  lock = { held, release: () => letGo() }
  return held
}

/** Nothing of the queue is kept on this device any more: another page may take it. */
export function releaseKeptQueue(): void {
  lock?.release()
  lock = undefined
}

/**
 * Keeps `files` on this device with `draft`, after a check that they and the people's images
 * all fit: queue key → id there. When they do not fit (or a write fails), nothing is kept:
 * null.
 */
export async function keepFiles(
  files: readonly QueuedFile[],
  draft: UploadDraft,
): Promise<Map<number, string> | null> {
  const tag = readSessionTag()
  const bytes = [
    ...files.map((entry) => entry.file.size),
    ...draft.people.map((person) => person.image?.size ?? 0),
  ].reduce((sum, size) => sum + size, 0)
  const ids = new Map<number, string>()
  try {
    if (!tag || !(await fitsOnDevice(bytes))) throw new Error('No room on this device')
    const batch = Date.now()
    for (const [index, entry] of files.entries()) {
      const details = { tag, order: batch + index, batch, duration: entry.duration, draft }
      ids.set(entry.key, await keepWaitingUpload(entry.file, details))
    }
    return ids
  } catch {
    await Promise.all([...ids.values()].map(removeWaitingUpload))
    return null
  }
}

/**
 * The first batch kept on this device for this sign-in (the files of one press of Upload,
 * with their draft), each with the attempt an earlier page made for it; none: undefined.
 */
export async function keptBatch(): Promise<
  | {
      draft: UploadDraft
      files: RestoredFile[]
      /**
       * Kept id → the attempt to go on from (the record made, the steps done), and whether
       * that record is to be replaced (made from a draft edited since).
       */
      attempts: Map<string, { checkpoint: UploadCheckpoint; restart: boolean }>
    }
  | undefined
> {
  const tag = readSessionTag()
  if (!tag) return undefined
  const kept = await waitingUploads<UploadDraft, UploadCheckpoint>(tag)
  const first = kept[0]?.record
  if (!first) return undefined
  const batch = kept.filter(({ record }) => record.batch === first.batch)
  const attempts = new Map<string, { checkpoint: UploadCheckpoint; restart: boolean }>()
  for (const { record } of batch)
    if (typeof record.checkpoint?.videoId === 'string')
      attempts.set(record.id, { checkpoint: record.checkpoint, restart: record.restart === true })
  return {
    draft: first.draft,
    files: batch.map(({ record, file }) => ({
      id: record.id,
      file,
      duration: record.duration,
      stopped: record.stopped,
    })),
    attempts,
  }
}

/**
 * A stop is kept with the file on the device (docs/product.md §2 Queue: a stopped file keeps
 * its Retry), so a new page brings it back stopped, not sent on its own.
 */
export const markKeptStopped = (entries: readonly QueuedFile[], stopped: boolean) =>
  Promise.all(
    entries.flatMap((entry) => (entry.kept ? [markWaitingUploadStopped(entry.kept, stopped)] : [])),
  )

/**
 * The user confirmed an edited draft (Upload or Retry): the files of `entries` kept on the
 * device take it, so a new page sends them with it. `restarts`: the file's record was made
 * from the old draft and is to be replaced.
 */
export const keepDraft = (
  entries: readonly QueuedFile[],
  draft: UploadDraft,
  restarts: (key: number) => boolean,
) =>
  Promise.all(
    entries.flatMap((entry) =>
      entry.kept ? [saveWaitingUploadDraft(entry.kept, draft, restarts(entry.key))] : [],
    ),
  )

/** Removes from the device the files of `entries` kept there for the network. */
export const forgetKept = (entries: readonly QueuedFile[]) =>
  Promise.all(entries.flatMap((entry) => (entry.kept ? [removeWaitingUpload(entry.kept)] : [])))
