import { useEffect } from 'react'
import { openUploadWithFile } from '../../features/videos/upload-store'
import { clearSharedFile, peekSharedFile } from './device-caches'

/**
 * A video shared to the installed app (the manifest's share target) is kept by the service
 * worker; once a signed-in page shows (after Login if needed), the upload dialog opens on step 1
 * with that file chosen for step 2. Mounted by the sidebar layout (signed-in pages only).
 */
export function SharedVideoReceiver() {
  useEffect(() => {
    let cancelled = false
    void peekSharedFile().then(async (file) => {
      if (!file || cancelled) return
      openUploadWithFile(file)
      await clearSharedFile()
    })
    return () => {
      cancelled = true
    }
  }, [])
  return null
}
