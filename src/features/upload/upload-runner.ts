import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { QueryClient } from '@tanstack/react-query'
import type { Atom } from '@tanstack/store'
import { isApiError } from '@/api/errors'
import { session } from '@/api/session'
import { type UploadCheckpoint, type UploadPhase, uploadVideo } from '@/api/upload'
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

/** What of an attempt the server no longer takes: its record, or its storage ticket. */
type Expired = 'record' | 'ticket'

/**
 * The answers that mean the attempt's record or ticket expired (docs/product.md §4 Upload):
 * the storage's 400 or 403 to the file (an expired or refused ticket: S3 answers a presigned
 * POST past its time with 403), or the API's 404 for the record on a later step (the server
 * no longer has it). Anything else is not cured by a new record.
 */
function expiredPart(error: unknown, phase: UploadPhase): Expired | undefined {
  if (!isApiError(error) || error.kind !== 'http') return undefined
  if (phase === 'uploading' && (error.status === 400 || error.status === 403)) return 'ticket'
  if ((phase === 'people' || phase === 'finishing') && error.status === 404) return 'record'
  return undefined
}

/** Why a file failed when the record made again was refused the same way. */
const EXPIRED_AGAIN: Record<Expired, MessageDescriptor> = {
  record: msg`The server lost this video's record twice. Retry to start again, or remove the file.`,
  ticket: msg`The storage refused the file twice (its permission to upload may have expired). Retry to start again, or remove the file.`,
}

/** How far a file's earlier attempt got, so a retry continues instead of making a record. */
interface Attempt {
  checkpoint: UploadCheckpoint
  /** The record no longer matches the draft (it was edited) or expired: remove it, start over. */
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

  /**
   * One try of the sequence for `entry`. `expired`: the record or the ticket it went on with
   * is no longer good (the caller makes it again); the state is left to the caller then.
   */
  async function attempt(
    entry: QueuedFile,
  ): Promise<'sent' | 'failed' | RunOutcome | { expired: Expired }> {
    const earlier = attempts.get(entry.key) ?? { checkpoint: {}, restart: false }
    if (earlier.restart) void discard(entry.key)
    const current: Attempt = earlier.restart ? { checkpoint: {}, restart: false } : earlier
    attempts.set(entry.key, current)
    const controller = new AbortController()
    running = { key: entry.key, controller }
    const { signal } = controller
    // Which step was running when it failed (updated from the sequence's callbacks).
    const at: { phase: UploadPhase } = { phase: 'creating' }
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
      // Confirmed: a file kept on the device for the network leaves it now, before it shows
      // as sent (a page closed then must not leave it for another page to send again).
      if (entry.kept) await removeWaitingUpload(entry.kept)
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
      const expired = expiredPart(error, at.phase)
      if (expired) {
        // Not to be tried again: the next try removes this record and makes a new one.
        current.restart = true
        return { expired }
      }
      apply(fileFailed, entry.key, isApiError(error) ? error.messages[0] : undefined)
      return 'failed'
    } finally {
      if (running?.controller === controller) running = null
      void queryClient.invalidateQueries({ queryKey: videoKeys.lists() })
    }
  }

  /**
   * Sends `entry`. A record or ticket that expired is made again once, at once
   * (docs/product.md §4 Upload); refused again, the file fails with that reason, and its
   * Retry makes a new record again.
   */
  async function send(entry: QueuedFile): Promise<'sent' | 'failed' | RunOutcome> {
    let outcome = await attempt(entry)
    if (typeof outcome === 'object') outcome = await attempt(entry)
    if (typeof outcome !== 'object') return outcome
    apply(fileFailed, entry.key, EXPIRED_AGAIN[outcome.expired])
    return 'failed'
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
    /**
     * File `key` goes on from an attempt made on an earlier page (kept with it on the device);
     * `restart`: the draft was edited since its record was made, which is replaced.
     */
    resume(key: number, checkpoint: UploadCheckpoint, restart = false): void {
      attempts.set(key, { checkpoint, restart })
    },
    /** File `key`'s record was made from a draft edited since: the next try replaces it. */
    restarts: (key: number) => attempts.get(key)?.restart === true,
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
