import { useEffect } from 'react'
import { clearSharedFile, peekSharedFile } from './device-caches'

/**
 * A video shared to the installed app (the manifest's share target) is kept by the service
 * worker; once a signed-in page shows (after Login if needed), it is handed to `onFile` (the
 * upload dialog opens on step 1 with that file chosen for step 2). Mounted by the signed-in
 * layout route.
 */
export function SharedVideoReceiver({ onFile }: { onFile: (file: File) => void }) {
  useEffect(() => {
    let cancelled = false
    void peekSharedFile().then(async (file) => {
      if (!file || cancelled) return
      onFile(file)
      await clearSharedFile()
    })
    return () => {
      cancelled = true
    }
  }, [onFile])
  return null
}
