import { msg } from '@lingui/core/macro'
import { useEffect } from 'react'
import { i18n } from '../../i18n/i18n'
import { showModal } from '../../ui/modal-store'
import { clearSharedFile, peekSharedFile } from './device-caches'

/**
 * A video shared to the installed app (the manifest's share target) is kept by the service
 * worker; once a signed-in page shows (after Login if needed), it is handed to `onFile` (the
 * upload dialog opens on step 1 with that file chosen for step 2). Mounted by the signed-in
 * layout route. A video the worker refused for its size is never read; the app says why.
 */
export function SharedVideoReceiver({ onFile }: { onFile: (file: File) => void }) {
  useEffect(() => {
    let cancelled = false
    void peekSharedFile().then(async (file) => {
      if (!file || cancelled) return
      if (file === 'too-large') {
        void showModal({
          type: 'error',
          message: i18n._(
            msg`The shared video is larger than 5 GB, so it cannot be uploaded. Please share a smaller file.`,
          ),
        })
      } else onFile(file)
      await clearSharedFile()
    })
    return () => {
      cancelled = true
    }
  }, [onFile])
  return null
}
