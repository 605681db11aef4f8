import { Trans, useLingui } from '@lingui/react/macro'
import { Dialog } from '../../ui/Dialog'
import { UploadDetailsStep } from './UploadDetailsStep'
import { UploadFileStep } from './UploadFileStep'
import { hideUpload, useUploadState } from './upload-store'
import './videos.css'

/**
 * The two-step upload dialog (docs/product.md §2). Escape hides it and keeps the draft (and any running
 * upload); Cancel on step 1 resets the form.
 */
export function UploadDialog() {
  const { t } = useLingui()
  const { dialogOpen, step } = useUploadState()
  return (
    <Dialog
      open={dialogOpen}
      title={t`Upload a video`}
      onClose={hideUpload}
      className="upload-dialog"
    >
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
        onClick={hideUpload}
      >
        ×
      </button>
      {step === 1 ? <UploadDetailsStep /> : <UploadFileStep />}
    </Dialog>
  )
}
