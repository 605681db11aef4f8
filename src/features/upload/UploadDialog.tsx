import { Trans, useLingui } from '@lingui/react/macro'
import { Dialog } from '@/ui/Dialog'
import { showModal } from '@/ui/modal-store'
import { useOnline } from '@/ui/use-online'
import { UploadDetailsStep } from './UploadDetailsStep'
import { UploadFileStep } from './UploadFileStep'
import { heldOnDevice, summarize } from './upload-queue'
import { useUploadState, useUploadStore } from './use-upload-store'
import './upload.css'

/**
 * The two-step upload dialog (docs/product.md §2). Closing it (Escape, a click outside, ×) while
 * files are waiting, going up, failed or kept on this device only hides it: the tray keeps them. Otherwise closing
 * discards the draft, and asks first when there is something to lose (docs/decisions.md,
 * "Closing the upload dialog"). Cancel on step 1 resets the form without asking, as the spec
 * says. Offline it says the upload waits on this device (not the screens' offline notice:
 * its Upload works offline, docs/product.md §2 "Waiting for the network").
 */
export function UploadDialog() {
  const { t } = useLingui()
  const store = useUploadStore()
  const { dialogOpen, step } = useUploadState()
  const online = useOnline()

  const close = async () => {
    const { files } = store.get()
    const summary = summarize(files)
    if (summary === 'busy' || summary === 'failed' || heldOnDevice(files)) {
      store.hide()
      return
    }
    if (
      store.holdsInput() &&
      !(await showModal({
        type: 'warning',
        title: t`Discard this upload?`,
        message: t`What you entered and the chosen videos will be lost.`,
        confirmLabel: t`Discard`,
        cancelLabel: t`Keep editing`,
      }))
    )
      return
    store.cancel()
  }

  return (
    <Dialog
      open={dialogOpen}
      title={t`Upload a video`}
      onClose={() => void close()}
      closeOnOutsideClick
      className="upload-dialog"
    >
      {!online && (
        <p className="upload-offline" role="status">
          <Trans>
            You are offline. Upload keeps the videos on this device and sends them when the network
            returns.
          </Trans>
        </p>
      )}
      <p className="upload-steps" aria-live="polite">
        {step === 1 ? (
          <Trans>Step 1 of 2: about the video</Trans>
        ) : (
          <Trans>Step 2 of 2: the video file</Trans>
        )}
      </p>
      <button
        type="button"
        className="ghost small dialog-close"
        aria-label={t`Close`}
        onClick={() => void close()}
      >
        ×
      </button>
      {step === 1 ? <UploadDetailsStep /> : <UploadFileStep />}
    </Dialog>
  )
}
