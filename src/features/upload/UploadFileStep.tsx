import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId } from 'react'
import { GENERIC_FAILURE } from '@/api/failure-lines'
import { languagesQuery } from '@/api/languages'
import { currentLocale } from '@/i18n/i18n'
import { languageName } from '@/lib/language-names'
import { Icon } from '@/ui/Icon'
import { useNeedsServer } from '@/ui/use-needs-server'
import { DropZone } from './DropZone'
import { UploadFileList } from './UploadFileList'
import { readyToUpload, summarize } from './upload-queue'
import { useUploadState, useUploadStore } from './use-upload-store'

/**
 * Step 2 of the upload dialog: the files, the output language, the upload (docs/product.md §2,
 * §5). Several files may be chosen; each goes up on its own with step 1's details.
 */
export function UploadFileStep() {
  const { t, i18n } = useLingui()
  const id = useId()
  const server = useNeedsServer()
  const online = !server.unavailable
  const store = useUploadStore()
  const { draft, files } = useUploadState()
  const languages = useQuery(languagesQuery())
  const summary = summarize(files)
  const busy = summary === 'busy'

  // Default output language: the interface language when offered, else the first one.
  useEffect(() => {
    const list = languages.data
    if (!list?.length || list.some((language) => language.code === draft.outputLanguage)) return
    const preferred = list.find((language) => language.code === currentLocale()) ?? list[0]
    if (preferred) store.updateDraft({ outputLanguage: preferred.code })
  }, [languages.data, draft.outputLanguage, store])

  const canUpload = readyToUpload(files) && Boolean(draft.outputLanguage)

  return (
    <form
      className="upload-step"
      onSubmit={server.guard((event) => {
        event.preventDefault()
        if (canUpload) store.start()
      })}
    >
      {!busy && <DropZone onFiles={store.chooseVideos} />}
      {files.length > 0 && (
        <UploadFileList files={files} label={t`Chosen videos`} retryable={online} />
      )}

      <div className="field">
        <label htmlFor={`${id}-language`}>
          <Trans>Output language</Trans>
        </label>
        <select
          id={`${id}-language`}
          value={draft.outputLanguage}
          disabled={busy || !languages.data}
          onChange={(event) => store.updateDraft({ outputLanguage: event.target.value })}
        >
          {!languages.data && <option value="">{languages.isError ? '—' : t`Loading…`}</option>}
          {languages.data?.map((language) => (
            <option key={language.code} value={language.code}>
              {languageName(language.code, i18n.locale, language.name)}
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

      {summary === 'failed' && (
        <p className="upload-error" role="alert">
          <Icon name="alert-circle" size={18} />
          {i18n._(GENERIC_FAILURE)}
        </p>
      )}

      <div className="dialog-actions">
        {busy ? (
          <>
            <button type="button" className="secondary" onClick={store.stopAll}>
              <Trans>Stop upload</Trans>
            </button>
            <button type="button" className="primary" onClick={store.hide}>
              <Trans>Continue in background</Trans>
            </button>
          </>
        ) : (
          <>
            <button type="button" className="secondary" onClick={() => store.goToStep(1)}>
              <Trans>Previous</Trans>
            </button>
            <button
              type="submit"
              className="primary"
              disabled={online && !canUpload}
              {...server.control()}
            >
              <Icon name="upload" size={18} />
              <Trans>Upload</Trans>
            </button>
          </>
        )}
      </div>
    </form>
  )
}
