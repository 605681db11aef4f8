import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { makeUploadStore, useUploadLauncher } from './upload-launcher'

/**
 * Mounted by the sidebar layout on every signed-in page: once the upload UI has been loaded it
 * makes the app's upload store with the app's query client, then renders the upload tray (and
 * its dialog); nothing before.
 */
export function UploadHost() {
  const queryClient = useQueryClient()
  const { ui, store } = useUploadLauncher()
  useEffect(() => {
    if (ui && !store) makeUploadStore(queryClient)
  }, [ui, store, queryClient])
  return ui && store ? <ui.UploadTray store={store} /> : null
}
