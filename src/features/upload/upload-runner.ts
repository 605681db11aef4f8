import type { QueryClient } from '@tanstack/react-query'
import type { Atom } from '@tanstack/store'
import { isApiError } from '@/api/errors'
import { session } from '@/api/session'
import { type UploadCheckpoint, uploadVideo } from '@/api/upload'
import { deleteVideo, videoKeys } from '@/api/videos'
import { removeWaitingUpload, saveWaitingUploadCheckpoint } from '@/offline/waiting-uploads'
import { fileDate } from './media-info'
import {
  fileDropped,
  fileFailed,
  fileSent,
  fileStarted,
  fileStopped,
  nextFile,
  phaseReached,
  progressed,
  type UploadState,
} from './upload-machine'
import type { QueuedFile } from './upload-queue'

/** How far a file's earlier attempt got, so a retry continues instead of making a record. */
interface Attempt {
  checkpoint: UploadCheckpoint
  /** The record no longer matches the draft (it was edited): remove it and start over. */
  restart: boolean
}

/**
 * How a run of the queue ended: every waiting file was tried; the session's end stopped it
 * and keeps it (`suspend`); a call answered that the session had ended; or the network
 * dropped under a file, which waits for its turn again (the store tries again later).
 */
export type RunOutcome = 'ran-dry' | 'suspended' | 'session-ended' | 'dropped'

export type UploadRunner = ReturnType<typeof createUploadRunner>

/**
 * Sends the queue's files one at a time through the calls of docs/product.md §4 Upload
 * (`api/upload.ts`), reporting each step and its progress to the state machine. It keeps what
 * the state does not: each file's attempt (the record made, the steps done), the running
 * call's abort, and whether a stop came from the session's end.
 */
export function createUploadRunner(state: Atom<UploadState>, queryClient: QueryClient) {
  const attempts = new Map<number, Attempt>()
  let running: { key: number; controller: AbortController } | null = null
  /** The running file was stopped by a session's end: kept for Retry, its record too. */
  let suspended = false
  const apply = <A extends unknown[]>(
    transition: (now: UploadState, ...args: A) => UploadState,
    ...args: A
  ) => state.set((now) => transition(now, ...args))

  /**
   * A file kept on the device for the network keeps its attempt there too (undefined: none),
   * so a page closed mid-upload goes on with the same record on the next start.
   */
  function keepAttempt(key: number, checkpoint: UploadCheckpoint | undefined) {
    const kept = state.get().files.find((entry) => entry.key === key)?.kept
    if (kept) void saveWaitingUploadCheckpoint(kept, checkpoint)
  }

  /**
   * Best effort: a record whose upload will not be finished is removed, not left "in progress"
   * (until `signal` gives up on it).
   */
  async function discard(key: number, signal?: AbortSignal): Promise<void> {
    const id = attempts.get(key)?.checkpoint.videoId
    attempts.delete(key)
    if (id) keepAttempt(key, undefined)
    if (id && session.isSignedIn()) await deleteVideo(id, signal).catch(() => undefined)
  }

  async function send(entry: QueuedFile): Promise<'sent' | 'failed' | RunOutcome> {
    const attempt = attempts.get(entry.key) ?? { checkpoint: {}, restart: false }
    if (attempt.restart) void discard(entry.key)
    const current: Attempt = attempt.restart ? { checkpoint: {}, restart: false } : attempt
    attempts.set(entry.key, current)
    const controller = new AbortController()
    running = { key: entry.key, controller }
    const { signal } = controller
    // Which step was running when it failed (updated from the sequence's callbacks).
    const at: { phase: QueuedFile['status'] } = { phase: 'creating' }
    apply(fileStarted, entry.key)
    const { draft } = state.get()
    try {
      await uploadVideo(
        {
          filename: entry.file.name,
          videoLength: entry.duration ?? 0,
          videoDate: fileDate(entry.file),
          outputLanguage: draft.outputLanguage,
          aboutThisVideo: draft.aboutVideo,
          trailerInstruction: draft.makeTrailer ? draft.trailerInstruction : undefined,
        },
        draft.people.map((person) => ({ name: person.name.trim(), image: person.image as File })),
        entry.file,
        current.checkpoint,
        {
          onPhase: (next) => {
            at.phase = next
            apply(phaseReached, entry.key, next)
          },
          onProgress: (loaded, total) => apply(progressed, entry.key, loaded, total),
          onCheckpoint: (next) => {
            current.checkpoint = next
            keepAttempt(entry.key, next)
          },
        },
        signal,
      )
      attempts.delete(entry.key)
      // Confirmed: a file kept on the device for the network leaves it now.
      if (entry.kept) void removeWaitingUpload(entry.kept)
      apply(fileSent, entry.key)
      return 'sent'
    } catch (error) {
      if (signal.aborted && suspended) {
        suspended = false
        apply(fileFailed, entry.key)
        return 'suspended'
      }
      if (signal.aborted) {
        void discard(entry.key)
        apply(fileStopped, entry.key)
        return 'failed'
      }
      if (isApiError(error) && error.kind === 'session-ended') return 'session-ended'
      // No answer at all: the network dropped. The file keeps its place and what it got done.
      if (isApiError(error) && error.kind === 'network') {
        apply(fileDropped, entry.key)
        return 'dropped'
      }
      // A storage refusal (an expired or rejected ticket) cannot be retried with the same ticket.
      if (
        at.phase === 'uploading' &&
        isApiError(error) &&
        (error.status === 400 || error.status === 403)
      )
        current.restart = true
      apply(fileFailed, entry.key, isApiError(error) ? error.messages[0] : undefined)
      return 'failed'
    } finally {
      if (running?.controller === controller) running = null
      void queryClient.invalidateQueries({ queryKey: videoKeys.lists() })
    }
  }

  return {
    /** Works through the queue; a failed file leaves the rest going. */
    async run(): Promise<RunOutcome> {
      for (let next = nextFile(state.get()); next; next = nextFile(state.get())) {
        const outcome = await send(next)
        if (outcome === 'suspended' || outcome === 'session-ended' || outcome === 'dropped')
          return outcome
      }
      return 'ran-dry'
    },
    /** Stops `key` when it is the one going up (its record is removed); false otherwise. */
    stop(key: number): boolean {
      if (running?.key !== key) return false
      running.controller.abort()
      return true
    },
    stopRunning(): void {
      running?.controller.abort()
    },
    discard,
    /** File `key` goes on from an attempt made on an earlier page (kept with it on the device). */
    resume(key: number, checkpoint: UploadCheckpoint): void {
      attempts.set(key, { checkpoint, restart: false })
    },
    /** The draft changed: records made from the old one are replaced on the next try. */
    draftEdited(): void {
      for (const attempt of attempts.values())
        if (attempt.checkpoint.videoId) attempt.restart = true
    },
    /** Some file has a record on the server (made, not yet finished). */
    hasRecords: () => [...attempts.values()].some((attempt) => attempt.checkpoint.videoId),
    /** File `key` has a record on the server. */
    hasRecord: (key: number) => Boolean(attempts.get(key)?.checkpoint.videoId),
    /** The session ended: the running file stops as failed and keeps its record for Retry. */
    suspend(): void {
      if (!running) return
      suspended = true
      running.controller.abort()
    },
    /** The queue is through: no attempt is needed any more. */
    forget(): void {
      attempts.clear()
    },
    /** Forgets everything, stopping the running file (a session ended, a test starts over). */
    reset(): void {
      suspended = false
      running?.controller.abort()
      running = null
      attempts.clear()
    },
  }
}
