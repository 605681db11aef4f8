import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Icon } from '@/ui/Icon'
import { useOnline } from '@/ui/use-online'
import { UploadDialog } from './UploadDialog'
import { UploadFileList } from './UploadFileList'
import { UploadProgress } from './UploadProgress'
import { heldOnDevice, summarize } from './upload-queue'
import type { UploadStore } from './upload-store'
import { UploadStoreContext, useUploadState, useUploadStore } from './use-upload-store'
import './upload.css'

/**
 * Mounted by the sidebar layout on every signed-in page (through UploadHost): shows the queue
 * (it outlives the dialog and the page), every file with its own progress, state and
 * Stop/Retry, and hosts the upload dialog so it can open anywhere. It gives `store` to both.
 */
export function UploadTray({ store }: { store: UploadStore }) {
  return (
    <UploadStoreContext value={store}>
      <UploadDialog />
      <Tray />
    </UploadStoreContext>
  )
}

function Tray() {
  const { t } = useLingui()
  const online = useOnline()
  const store = useUploadStore()
  const { files, dialogOpen } = useUploadState()
  const summary = summarize(files)
  const busy = summary === 'busy'
  // Files kept on this device that nothing sends: shown too, with Retry and Remove, so the
  // user knows the device holds them (a new page brings stopped ones back so).
  const held = heldOnDevice(files)
  const visible = (busy || summary === 'failed' || summary === 'done' || held) && !dialogOpen
  const sent = files.filter((entry) => entry.status === 'done').length
  const count = files.length
  // One file reads as before the queue: its name and its progress, no list (held: its buttons).
  const only = count === 1 && !held ? files[0] : undefined
  return (
    <section
      className="upload-tray"
      aria-label={t`Upload`}
      hidden={!visible}
      // Uploads of the moment: never in the page snapshot (offline/page-snapshot.ts).
      data-snapshot-leave
    >
      {visible && (
        <>
          <div className="upload-tray-head">
            <Icon
              name={
                summary === 'done'
                  ? 'check-circle'
                  : summary === 'failed'
                    ? 'alert-circle'
                    : 'upload'
              }
              className={`upload-tray-icon ${summary}`}
            />
            <span className="upload-tray-name" title={only?.file.name}>
              {only ? (
                only.file.name
              ) : held ? (
                <Trans>Upload stopped</Trans>
              ) : (
                <Trans>
                  {sent} of {count} uploaded
                </Trans>
              )}
            </span>
          </div>
          <p className="upload-tray-status" role="status">
            {summary === 'done' && <Trans>Uploaded. The analysis has started.</Trans>}
            {summary === 'failed' && <Trans>The upload failed. Open it to try again.</Trans>}
            {busy && !online && (
              <Trans>Waiting for the network. The upload starts when you are back online.</Trans>
            )}
            {held &&
              plural(count, {
                one: 'The video stays on this device until you retry or remove it.',
                other: 'The videos stay on this device until you retry or remove them.',
              })}
          </p>
          {only ? (
            busy && (
              <UploadProgress
                status={only.status}
                loaded={only.loaded}
                total={only.total}
                name={only.file.name}
                dropped={only.dropped}
              />
            )
          ) : (
            <UploadFileList
              files={files}
              label={t`Videos in the upload`}
              compact
              // The tray hides with its last file: the page's main content takes the focus.
              afterLast={() => document.getElementById('main')}
            />
          )}
          <div className="upload-tray-actions">
            {busy && (
              <button type="button" className="ghost small" onClick={store.stopAll}>
                <Trans>Stop upload</Trans>
              </button>
            )}
            {summary !== 'done' && (
              <button type="button" className="secondary small" onClick={store.open}>
                <Trans>Show upload</Trans>
              </button>
            )}
            {summary === 'done' && (
              <button type="button" className="secondary small" onClick={store.dismissDone}>
                <Trans>Dismiss</Trans>
              </button>
            )}
          </div>
        </>
      )}
    </section>
  )
}
