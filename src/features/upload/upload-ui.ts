/**
 * The upload UI as one chunk: the two-step dialog, the store that keeps the draft and the
 * upload in flight, and the tray. Only `upload-launcher.ts` imports it (dynamically), so none
 * of it is on a signed-in page's first screen.
 */
export { UploadTray } from './UploadTray'
export { guardLeavingPage } from './upload-leave-guard'
export { createUploadStore } from './upload-store'
