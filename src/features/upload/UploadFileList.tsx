import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRef } from 'react'
import { formatDuration } from '@/lib/dates'
import { Icon, type IconName } from '@/ui/Icon'
import { IconButton } from '@/ui/IconButton'
import { UploadProgress } from './UploadProgress'
import { isPending, isRunning, type QueuedFile } from './upload-queue'
import { videoError } from './upload-rules'
import { useUploadStore } from './use-upload-store'

/**
 * The chosen files of a queue, each with its own state, progress and buttons (Stop while it
 * waits or goes up, Retry after a failure or a stop, Remove when it is not going up). Shown in
 * step 2 of the dialog and in the tray (`compact`: no lengths, and Remove only for a file kept
 * on this device, which is how the tray frees the space it takes). After a Remove, keyboard
 * focus goes to the row that took the removed one's place, else the one before it, else to
 * `afterLast` (the list is gone then): never to the page's body.
 */
export function UploadFileList({
  files,
  label,
  compact = false,
  afterLast,
}: {
  files: readonly QueuedFile[]
  label: string
  compact?: boolean
  /** Where focus goes once Remove took the last file. */
  afterLast: () => HTMLElement | null | undefined
}) {
  const list = useRef<HTMLUListElement>(null)
  const removed = (index: number) =>
    // The click's own render has run by the next frame: the rows are the new ones.
    requestAnimationFrame(() => {
      const rows = list.current?.children
      const row = rows?.[index] ?? rows?.[index - 1]
      const target = row ? row.querySelector<HTMLElement>('button') : afterLast()
      target?.focus({ preventScroll: !row })
    })
  return (
    <ul ref={list} className={compact ? 'upload-files compact' : 'upload-files'} aria-label={label}>
      {files.map((entry, index) => (
        <FileRow key={entry.key} entry={entry} compact={compact} onRemoved={() => removed(index)} />
      ))}
    </ul>
  )
}

const ICONS: Partial<Record<QueuedFile['status'], IconName>> = {
  done: 'check-circle',
  failed: 'alert-circle',
}

function FileRow({
  entry,
  compact,
  onRemoved,
}: {
  entry: QueuedFile
  compact: boolean
  onRemoved: () => void
}) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const store = useUploadStore()
  const { file, status } = entry
  const name = file.name
  const problem = videoError(file)
  const meta = entry.reading
    ? t`Reading…`
    : entry.duration === null
      ? t`Length unknown`
      : formatDuration(entry.duration)
  return (
    <li className={`upload-file ${status}${problem ? ' refused' : ''}`}>
      <div className="file-chip">
        <Icon name={problem ? 'alert-circle' : (ICONS[status] ?? 'film')} />
        <span className="file-chip-name" title={name}>
          {name}
        </span>
        {!compact && !problem && <span className="file-chip-meta">{meta}</span>}
        {isPending(status) && (
          <IconButton
            icon="x"
            iconSize={16}
            label={t`Stop ${name}`}
            onClick={() => store.stop(entry.key)}
          />
        )}
        {/* Offline too: the file waits for the network (docs/product.md §2). */}
        {!problem && (status === 'failed' || status === 'stopped') && (
          <button
            type="button"
            className="secondary small"
            aria-label={t`Retry ${name}`}
            onClick={() => store.retry(entry.key)}
          >
            <Trans>Retry</Trans>
          </button>
        )}
        {(!compact || entry.kept) && !isPending(status) && status !== 'done' && (
          <IconButton
            icon="trash"
            iconSize={16}
            label={t`Remove ${name}`}
            onClick={() => {
              store.removeVideo(entry.key)
              onRemoved()
            }}
          />
        )}
      </div>
      {problem ? (
        <p className="field-error">{i18n._(problem)}</p>
      ) : status === 'done' ? (
        <p className="upload-file-state">
          <Trans context="a file's state: it went up">Uploaded</Trans>
        </p>
      ) : status === 'failed' && entry.reason ? (
        <>
          <UploadProgress status={status} loaded={entry.loaded} total={entry.total} name={name} />
          <p className="field-error">
            {typeof entry.reason === 'string' ? entry.reason : i18n._(entry.reason)}
          </p>
        </>
      ) : status === 'stopped' ? (
        <p className="upload-file-state">
          <Trans>Stopped</Trans>
        </p>
      ) : (
        (isRunning(status) || status === 'queued' || status === 'failed') && (
          <UploadProgress
            status={status}
            loaded={entry.loaded}
            total={entry.total}
            name={name}
            dropped={entry.dropped}
          />
        )
      )}
    </li>
  )
}
