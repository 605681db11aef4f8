import { useUploadUi } from './upload-launcher'

/**
 * Mounted by the sidebar layout on every signed-in page: renders the upload tray (and its
 * dialog) once the upload UI has been loaded, and nothing before.
 */
export function UploadHost() {
  const ui = useUploadUi()
  return ui ? <ui.UploadTray /> : null
}
