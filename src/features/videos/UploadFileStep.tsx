import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId } from 'react'
import { languagesQuery } from '../../api/languages'
import { currentLocale } from '../../i18n/i18n'
import { formatDuration } from '../../lib/dates'
import { Icon } from '../../ui/Icon'
import { OfflineReason } from '../../ui/OfflineReason'
import { useOnline } from '../../ui/useOnline'
import { DropZone } from './DropZone'
import { UploadProgress } from './UploadProgress'
import { videoError } from './upload-rules'
import {
  chooseVideo,
  goToStep,
  hideUpload,
  isBusy,
  removeVideo,
  startUpload,
  stopUpload,
  updateDraft,
  useUploadState,
} from './upload-store'

/** Step 2 of the upload dialog: the file, the output language, the upload (docs/product.md §2, §5). */
export function UploadFileStep() {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const id = useId()
  const online = useOnline()
  const queryClient = useQueryClient()
  const { draft, video, status, loaded, total } = useUploadState()
  const languages = useQuery(languagesQuery())
  const busy = isBusy(status)
  const fileProblem = videoError(video?.file ?? null)
  const fileName = video?.file.name ?? ''

  // Default output language: the interface language when offered, else the first one.
  useEffect(() => {
    const list = languages.data
    if (!list?.length || list.some((language) => language.code === draft.outputLanguage)) return
    const preferred = list.find((language) => language.code === currentLocale()) ?? list[0]
    if (preferred) updateDraft({ outputLanguage: preferred.code })
  }, [languages.data, draft.outputLanguage])

  const canUpload =
    online &&
    !busy &&
    Boolean(video) &&
    !video?.reading &&
    !fileProblem &&
    Boolean(draft.outputLanguage)

  return (
    <form
      className="upload-step"
      onSubmit={(event) => {
        event.preventDefault()
        if (canUpload) void startUpload(queryClient)
      }}
    >
      {video ? (
        <div className="file-chip-wrap">
          <div className="file-chip">
            <Icon name="film" />
            <span className="file-chip-name">{video.file.name}</span>
            <span className="file-chip-meta">
              {video.reading
                ? t`Reading…`
                : video.duration === null
                  ? t`Length unknown`
                  : formatDuration(video.duration)}
            </span>
            <button
              type="button"
              className="ghost small"
              disabled={busy}
              aria-label={t`Remove ${fileName}`}
              onClick={removeVideo}
            >
              <Icon name="x" size={16} />
            </button>
          </div>
          {fileProblem && (
            <p className="field-error" role="alert">
              {i18n._(fileProblem)}
            </p>
          )}
        </div>
      ) : (
        <DropZone onFile={chooseVideo} disabled={busy} />
      )}

      <div className="field">
        <label htmlFor={`${id}-language`}>
          <Trans>Output language</Trans>
        </label>
        <select
          id={`${id}-language`}
          value={draft.outputLanguage}
          disabled={busy || !languages.data}
          onChange={(event) => updateDraft({ outputLanguage: event.target.value })}
        >
          {!languages.data && <option value="">{languages.isError ? '—' : t`Loading…`}</option>}
          {languages.data?.map((language) => (
            <option key={language.code} value={language.code}>
              {language.name}
            </option>
          ))}
        </select>
        {languages.isError && !languages.data && (
          <p className="field-error upload-inline-error" role="alert">
            <Trans>The languages could not be loaded.</Trans>
            <button type="button" className="link" onClick={() => void languages.refetch()}>
              <Trans>Try again</Trans>
            </button>
          </p>
        )}
      </div>

      <UploadProgress status={status} loaded={loaded} total={total} />
      {status === 'failed' && (
        <p className="upload-error" role="alert">
          <Icon name="alert-circle" size={18} />
          <Trans>Something went wrong. Please try again!</Trans>
        </p>
      )}
      <OfflineReason />

      <div className="dialog-actions">
        {busy ? (
          <>
            <button type="button" className="secondary" onClick={stopUpload}>
              <Trans>Stop upload</Trans>
            </button>
            <button type="button" className="primary" onClick={hideUpload}>
              <Trans>Continue in background</Trans>
            </button>
          </>
        ) : (
          <>
            <button type="button" className="secondary" onClick={() => goToStep(1)}>
              <Trans>Previous</Trans>
            </button>
            <button type="submit" className="primary" disabled={!canUpload}>
              <Icon name="upload" size={18} />
              <Trans>Upload</Trans>
            </button>
          </>
        )}
      </div>
    </form>
  )
}
