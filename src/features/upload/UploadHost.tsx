import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { makeUploadStore, resumeWaitingUploads, useUploadLauncher } from './upload-launcher'

/**
 * Mounted by the sidebar layout on every signed-in page: once the upload UI has been loaded it
 * makes the app's upload store with the app's query client, then renders the upload tray (and
 * its dialog); nothing before, unless uploads wait on this device for the network.
 */
export function UploadHost() {
  const queryClient = useQueryClient()
  const { ui, store } = useUploadLauncher()
  // Uploads kept on this device for the network come back with the first signed-in page.
  useEffect(() => {
    void resumeWaitingUploads()
  }, [])
  useEffect(() => {
    if (ui && !store) makeUploadStore(queryClient)
  }, [ui, store, queryClient])
  return ui && store ? <ui.UploadTray store={store} /> : null
}
