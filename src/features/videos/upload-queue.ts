import type { UploadPhase } from '@/api/upload'
import { videoError } from './upload-rules'

/**
 * The rules of the upload queue (docs/product.md §2 Queue), as pure functions over the list of chosen files;
 * `upload-store.ts` holds the list and runs it. Every chosen file keeps its own state: a file
 * the rules refuse stays listed with its reason and is never sent, the others go up one at a
 * time in the order they were chosen, and one that fails or is stopped leaves the rest going.
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
const canQueue = (entry: QueuedFile) =>
  isAcceptable(entry) &&
  (entry.status === 'chosen' || entry.status === 'failed' || entry.status === 'stopped')

/** Upload pressed: every file that can go joins the queue in list order; the rest are untouched. */
export function queueAll(files: readonly QueuedFile[]): QueuedFile[] {
  return files.map((entry) => (canQueue(entry) ? { ...entry, status: 'queued', loaded: 0 } : entry))
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

/** Upload (step 2) may start: something to send, nothing still being read, nothing running. */
export function readyToUpload(files: readonly QueuedFile[]): boolean {
  if (summarize(files) === 'busy') return false
  if (files.some((entry) => entry.reading && isAcceptable(entry))) return false
  return files.some(canQueue)
}
