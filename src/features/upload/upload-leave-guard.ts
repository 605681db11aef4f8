import type { Readable } from '@tanstack/store'
import { isQueueBusy, type UploadState } from './upload-machine'
import { isPending } from './upload-queue'

/** Files wait or go up that the page would lose: not all of them are kept on the device. */
const wouldLose = (now: UploadState) =>
  isQueueBusy(now) && now.files.some((entry) => isPending(entry.status) && !entry.kept)

const warnBeforeUnload = (event: BeforeUnloadEvent) => {
  event.preventDefault()
  // Older browsers need a value here to show the prompt.
  event.returnValue = ''
}

/**
 * Leaving the page while files wait or go up asks first (docs/product.md §2 Queue): the
 * browser's own prompt, on only while the queue is busy with files the page would lose (a
 * queue kept on the device for the network comes back with the next page). Returns the
 * function that stops it.
 */
export function guardLeavingPage(state: Readable<UploadState>): () => void {
  let guarded = false
  const sync = (now: UploadState) => {
    const busy = wouldLose(now)
    if (busy && !guarded) window.addEventListener('beforeunload', warnBeforeUnload)
    if (!busy && guarded) window.removeEventListener('beforeunload', warnBeforeUnload)
    guarded = busy
  }
  sync(state.get())
  const { unsubscribe } = state.subscribe(sync)
  return () => {
    unsubscribe()
    window.removeEventListener('beforeunload', warnBeforeUnload)
    guarded = false
  }
}
