import type { Atom } from '@tanstack/store'
import type { EndReason } from '@/api/session'
import { hasBegun, keptForLater, type UploadState } from './upload-machine'
import type { UploadRunner } from './upload-runner'

/**
 * What a session's end or start does to the uploads (docs/decisions.md, "What a session end
 * clears"). After a forced logout (a 401/403 mid-upload) a queue whose files have made records
 * is stopped but kept, files, draft and all: the running file turns failed, the waiting ones
 * stopped, so the same user signing in again can Retry them, or Cancel, which deletes the
 * records. Any other end, or another user signing in, forgets the queue.
 */
export function createUploadSessionPolicy(
  state: Atom<UploadState>,
  runner: UploadRunner,
  forget: () => void,
) {
  /** Whose queue is kept across a forced logout (an opaque owner id). */
  let keptFor: string | undefined

  return {
    ended(reason: EndReason, owner: string | undefined): void {
      if (reason !== 'forced' || !hasBegun(state.get()) || !runner.hasRecords() || !owner) {
        keptFor = undefined
        forget()
        return
      }
      keptFor = owner
      state.set(keptForLater)
      runner.suspend()
    },
    started(owner: string | undefined): void {
      if (keptFor !== undefined && keptFor !== owner) forget()
      keptFor = undefined
    },
  }
}
