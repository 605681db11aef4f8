import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useEffect } from 'react'
import { i18n } from '@/i18n/i18n'
import { showModal } from '@/ui/modal-store'
import { clearSharedFile, peekSharedFile, type ShareRefusal } from './device-caches'

/** What the app says when the service worker could not keep a shared video. */
const REFUSALS: Record<ShareRefusal, MessageDescriptor> = {
  'too-large': msg`The shared video is larger than 5 GB, so it cannot be uploaded. Please share a smaller file.`,
  'no-room': msg`This device has no room to keep the shared video. Open the upload dialog and choose the file there.`,
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
    void peekSharedFile().then(async (file) => {
      if (!file || cancelled) return
      if (file instanceof File) onFile(file)
      else void showModal({ type: 'error', message: i18n._(REFUSALS[file]) })
      await clearSharedFile()
    })
    return () => {
      cancelled = true
    }
  }, [onFile])
  return null
}
