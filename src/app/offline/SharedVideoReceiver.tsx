import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useEffect } from 'react'
import { session } from '@/api/session'
import { i18n } from '@/i18n/i18n'
import { showModal } from '@/ui/modal-store'
import { clearSharedFile, type KeptShare, peekShares, type ShareRefusal } from './device-caches'

/** What the app says when the service worker could not keep a shared video. */
const REFUSALS: Record<ShareRefusal, MessageDescriptor> = {
  'too-large': msg`The shared video is larger than 5 GB, so it cannot be uploaded. Please share a smaller file.`,
  'no-room': msg`This device has no room to keep the shared video. Open the upload dialog and choose the file there.`,
}

const sayRefused = (refusal: ShareRefusal) =>
  showModal({ type: 'error', message: i18n._(REFUSALS[refusal]) })

/** Asks whether the newer of two shared videos replaces the one waiting; true to replace. */
function askToReplace(waiting: File, incoming: File): Promise<boolean> {
  const first = waiting.name
  const second = incoming.name
  return showModal({
    type: 'warning',
    title: i18n._(msg`Two shared videos`),
    message: [
      i18n._(msg`"${first}" is waiting to be uploaded.`),
      i18n._(msg`A new video was shared: "${second}". Which one should be uploaded?`),
    ],
    cancelLabel: i18n._(msg`Keep the first`),
    confirmLabel: i18n._(msg`Use the new one`),
  })
}

/**
 * The share to hand over. A newer share never replaces a waiting file unasked (docs/decisions.md,
 * "A second share"): if the newer one was refused, the app says why and keeps the first; if both
 * are files, the user chooses (Escape keeps the first, as its focused button does).
 */
async function chooseShare(waiting?: KeptShare, incoming?: KeptShare) {
  if (!(waiting instanceof File) || incoming === undefined) return incoming ?? waiting
  const replace = incoming instanceof File && (await askToReplace(waiting, incoming))
  if (!(incoming instanceof File)) await sayRefused(incoming)
  // A session end closes the dialog and forgets both itself: nothing goes to the next user.
  if (!session.isSignedIn()) return undefined
  return replace ? incoming : waiting
}

/**
 * A video shared to the installed app (the manifest's share target) is kept by the service
 * worker; once a signed-in page shows (after Login if needed), it is handed to `onFile` (the
 * upload dialog opens on step 1 with that file chosen for step 2). Mounted by the signed-in
 * layout route. A video the worker could not keep (over 5 GB, never read; or no room on the
 * device) is not offered; the app says why.
 */
export function SharedVideoReceiver({ onFile }: { onFile: (file: File) => void }) {
  useEffect(() => {
    let cancelled = false
    void peekShares().then(async ({ waiting, incoming }) => {
      if (cancelled) return
      const chosen = await chooseShare(waiting, incoming)
      // Left the page while asked: both wait for the next question.
      if (cancelled || chosen === undefined) return
      if (chosen instanceof File) onFile(chosen)
      else void sayRefused(chosen)
      await clearSharedFile()
    })
    return () => {
      cancelled = true
    }
  }, [onFile])
  return null
}
