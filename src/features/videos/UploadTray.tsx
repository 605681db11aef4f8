/** Placeholder: the upload tray (uploads that outlive the dialog) lands with the upload work. */
export function UploadTray() {
  return null
}
