import { Trans, useLingui } from '@lingui/react/macro'
import { Icon } from '../../ui/Icon'
import { UploadDialog } from './UploadDialog'
import { UploadProgress } from './UploadProgress'
import { dismissDone, isBusy, openUpload, stopUpload, useUploadState } from './upload-store'
import './videos.css'

/**
 * Mounted by the sidebar layout on every signed-in page: shows the upload in flight (it
 * outlives the dialog and the page) and hosts the upload dialog so it can open anywhere.
 */
export function UploadTray() {
  const { t } = useLingui()
  const { status, loaded, total, filename, dialogOpen } = useUploadState()
  const busy = isBusy(status)
  const visible = (busy || status === 'failed' || status === 'done') && !dialogOpen
  return (
    <>
      <UploadDialog />
      <section className="upload-tray" aria-label={t`Upload`} hidden={!visible}>
        {visible && (
          <>
            <div className="upload-tray-head">
              <Icon
                name={
                  status === 'done'
                    ? 'check-circle'
                    : status === 'failed'
                      ? 'alert-circle'
                      : 'upload'
                }
                className={`upload-tray-icon ${status}`}
              />
              <span className="upload-tray-name" title={filename}>
                {filename}
              </span>
            </div>
            <p className="upload-tray-status" role="status">
              {status === 'done' && <Trans>Uploaded. The analysis has started.</Trans>}
              {status === 'failed' && <Trans>The upload failed. Open it to try again.</Trans>}
            </p>
            {busy && <UploadProgress status={status} loaded={loaded} total={total} />}
            <div className="upload-tray-actions">
              {busy && (
                <button type="button" className="ghost small" onClick={stopUpload}>
                  <Trans>Stop upload</Trans>
                </button>
              )}
              {status !== 'done' && (
                <button type="button" className="secondary small" onClick={openUpload}>
                  <Trans>Show upload</Trans>
                </button>
              )}
              {status === 'done' && (
                <button type="button" className="secondary small" onClick={dismissDone}>
                  <Trans>Dismiss</Trans>
                </button>
              )}
            </div>
          </>
        )}
      </section>
    </>
  )
}
