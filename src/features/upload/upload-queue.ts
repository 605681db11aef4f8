import type { MessageDescriptor } from '@lingui/core'
import type { UploadPhase } from '@/api/upload'
import { videoError } from './upload-rules'

/**
 * The rules of the upload queue (docs/product.md §2 Queue), as pure functions over the list of
 * chosen files; `upload-machine.ts` applies them to its state. Every chosen file keeps its own
 * state: a file the rules refuse stays listed with its reason and is never sent, the others go
 * up one at a time in the order they were chosen, and one that fails or is stopped leaves the
 * rest going. A change that changes nothing returns the same list.
 */

export type FileStatus =
  /** Chosen, not (or no longer) waiting to go up. */
  | 'chosen'
  /** Waiting for its turn. */
  | 'queued'
  | UploadPhase
  | 'done'
  | 'failed'
  /** Stopped by the user; its half-made record was removed. */
  | 'stopped'

export interface QueuedFile {
  key: number
  file: File
  /** Seconds; null when unreadable (or still being read). */
  duration: number | null
  reading: boolean
  status: FileStatus
  loaded: number
  total: number
  /** Kept on this device while it waits for the network: its id there (offline/waiting-uploads.ts). */
  kept?: string
  /** Why its last try failed, when known: the server's words, or the app's own (shown under it). */
  reason?: string | MessageDescriptor
  /** The network dropped under its last try: it waits to try again (not for its turn). */
  dropped?: true
}

/** What the queue as a whole is doing, for the dialog's buttons and the tray's headline. */
type QueueSummary = 'empty' | 'chosen' | 'busy' | 'failed' | 'done'

const PHASES: readonly FileStatus[] = ['creating', 'people', 'uploading', 'finishing']

export const isRunning = (status: FileStatus) => PHASES.includes(status)

/** Waiting or going up: the queue is not finished with it yet. */
export const isPending = (status: FileStatus) => status === 'queued' || isRunning(status)

/** The rules allow the file (type, name length, size); a refused one is never sent. */
const isAcceptable = (entry: QueuedFile) => videoError(entry.file) === undefined

/** The file can be (re)queued: acceptable, not uploaded yet, not waiting or going up already. */
export const canQueue = (entry: QueuedFile) =>
  isAcceptable(entry) &&
  (entry.status === 'chosen' || entry.status === 'failed' || entry.status === 'stopped')

/** Upload pressed: every file that can go joins the queue in list order; the rest are untouched. */
export function queueAll(files: readonly QueuedFile[]): QueuedFile[] {
  return files.map((entry) =>
    canQueue(entry) ? { ...entry, status: 'queued', loaded: 0, dropped: undefined } : entry,
  )
}

/** The next file to send: the first one waiting, never two at a time. */
export function nextToRun(files: readonly QueuedFile[]): QueuedFile | undefined {
  if (files.some((entry) => isRunning(entry.status))) return undefined
  return files.find((entry) => entry.status === 'queued')
}

export function summarize(files: readonly QueuedFile[]): QueueSummary {
  if (files.length === 0) return 'empty'
  if (files.some((entry) => isPending(entry.status))) return 'busy'
  if (files.some((entry) => entry.status === 'failed')) return 'failed'
  const sendable = files.filter(isAcceptable)
  if (sendable.length > 0 && sendable.every((entry) => entry.status === 'done')) return 'done'
  return 'chosen'
}

/**
 * Nothing is sending, and files kept on this device are in the list (stopped, or their draft
 * edited): the tray shows them, and closing the dialog only hides it (docs/product.md §2).
 */
export const heldOnDevice = (files: readonly QueuedFile[]) =>
  summarize(files) === 'chosen' && files.some((entry) => entry.kept && entry.status !== 'done')

/** Upload (step 2) may start: something to send, nothing still being read, nothing running. */
export function readyToUpload(files: readonly QueuedFile[]): boolean {
  if (summarize(files) === 'busy') return false
  if (files.some((entry) => entry.reading && isAcceptable(entry))) return false
  return files.some(canQueue)
}

type Files = readonly QueuedFile[]

/** `change` applied to the file `key` when `when` holds for it; else the same list. */
function changeFile(
  files: Files,
  key: number,
  change: (entry: QueuedFile) => Partial<QueuedFile>,
  when: (entry: QueuedFile) => boolean = () => true,
): Files {
  const entry = files.find((current) => current.key === key)
  if (!entry || !when(entry)) return files
  return files.map((current) => (current === entry ? { ...entry, ...change(entry) } : current))
}

/** A failed or stopped file joins the queue again, after the files already waiting. */
export const requeued = (files: Files, key: number) =>
  changeFile(
    files,
    key,
    () => ({ status: 'queued', loaded: 0, reason: undefined }),
    (entry) => entry.status === 'failed' || entry.status === 'stopped',
  )

/** A waiting file leaves the queue. */
export const waitingStopped = (files: Files, key: number) =>
  changeFile(
    files,
    key,
    () => ({ status: 'stopped' }),
    (entry) => entry.status === 'queued',
  )

/** Every waiting file leaves the queue. */
export const allWaitingStopped = (files: Files): Files =>
  files.map((entry) =>
    entry.status === 'queued' ? { ...entry, status: 'stopped', dropped: undefined } : entry,
  )

/** A file's length was read (null: unreadable); a file removed meanwhile stays removed. */
export const read = (files: Files, key: number, duration: number | null) =>
  changeFile(files, key, () => ({ duration, reading: false }))

// One file's way up, as the runner reports it.

export const started = (files: Files, key: number) =>
  changeFile(files, key, (entry) => ({
    status: 'creating',
    loaded: 0,
    total: entry.file.size,
    dropped: undefined,
  }))

export const phaseReached = (files: Files, key: number, phase: UploadPhase) =>
  changeFile(files, key, () => ({ status: phase }))

export const progressed = (files: Files, key: number, loaded: number, total: number) =>
  changeFile(files, key, () => ({ loaded, total }))

export const sent = (files: Files, key: number) =>
  changeFile(files, key, (entry) => ({ status: 'done', loaded: entry.file.size }))

export const failed = (files: Files, key: number, reason?: string | MessageDescriptor) =>
  changeFile(files, key, () => ({ status: 'failed', reason }))

/** The network dropped under it: it waits for its turn again, and goes on from where it got. */
export const dropped = (files: Files, key: number) =>
  changeFile(files, key, () => ({ status: 'queued', loaded: 0, dropped: true }))

/** Kept on this device (`ids`: queue key → its id there). */
export const kept = (files: Files, ids: ReadonlyMap<number, string>) =>
  files.map((entry) => (ids.has(entry.key) ? { ...entry, kept: ids.get(entry.key) } : entry))

/** Stopped while going up: its half-made record is removed (by the runner). */
export const stopped = (files: Files, key: number) =>
  changeFile(files, key, () => ({ status: 'stopped', loaded: 0, dropped: undefined }))
