import type { Readable } from '@tanstack/store'
import { isQueueBusy, type UploadState } from './upload-machine'

const warnBeforeUnload = (event: BeforeUnloadEvent) => {
  event.preventDefault()
  // Older browsers need a value here to show the prompt.
  event.returnValue = ''
}

/**
 * Leaving the page while files wait or go up asks first (docs/product.md §2 Queue): the
 * browser's own prompt, on only while the queue is busy. Returns the function that stops it.
 */
export function guardLeavingPage(state: Readable<UploadState>): () => void {
  let guarded = false
  const sync = (now: UploadState) => {
    const busy = isQueueBusy(now)
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
