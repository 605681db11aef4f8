import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef } from 'react'
import { GENERIC_FAILURE } from '@/api/failure-lines'
import { languagesQuery } from '@/api/languages'
import { currentLocale } from '@/i18n/i18n'
import { languageName } from '@/lib/language-names'
import { Icon } from '@/ui/Icon'
import { useOnline } from '@/ui/use-online'
import { DropZone } from './DropZone'
import { UploadFileList } from './UploadFileList'
import { readyToUpload, summarize } from './upload-queue'
import { useUploadState, useUploadStore } from './use-upload-store'

/**
 * Step 2 of the upload dialog: the files, the output language, the upload (docs/product.md §2,
 * §5). Several files may be chosen; each goes up on its own with step 1's details. Offline,
 * Upload keeps the files on this device and they wait for the network (`upload-store.ts`).
 */
export function UploadFileStep() {
  const { t, i18n } = useLingui()
  const id = useId()
  const online = useOnline()
  const store = useUploadStore()
  const { draft, files, keeping, noRoom } = useUploadState()
  const languages = useQuery(languagesQuery())
  const summary = summarize(files)
  const busy = summary === 'busy'
  // Offline with no list saved yet: the interface language, which the analysis offers.
  const list =
    languages.data ?? (online ? undefined : [{ code: currentLocale(), name: currentLocale() }])

  // Default output language: the interface language when offered, else the first one.
  useEffect(() => {
    if (!list?.length || list.some((language) => language.code === draft.outputLanguage)) return
    const preferred = list.find((language) => language.code === currentLocale()) ?? list[0]
    if (preferred) store.updateDraft({ outputLanguage: preferred.code })
  }, [list, draft.outputLanguage, store])

  const canUpload = readyToUpload(files) && Boolean(draft.outputLanguage) && !keeping
  const form = useRef<HTMLFormElement>(null)

  return (
    <form
      ref={form}
      className="upload-step"
      onSubmit={(event) => {
        event.preventDefault()
        if (canUpload) void store.start()
      }}
    >
      {!busy && <DropZone onFiles={store.chooseVideos} />}
      {files.length > 0 && (
        <UploadFileList
          files={files}
          label={t`Chosen videos`}
          // The last file removed: back to choosing one.
          afterLast={() => form.current?.querySelector<HTMLElement>('.drop-zone button')}
        />
      )}

      <div className="field">
        <label htmlFor={`${id}-language`}>
          <Trans>Output language</Trans>
        </label>
        <select
          id={`${id}-language`}
          value={draft.outputLanguage}
          disabled={busy || !list}
          onChange={(event) => store.updateDraft({ outputLanguage: event.target.value })}
        >
          {!list && <option value="">{languages.isError ? '—' : t`Loading…`}</option>}
          {list?.map((language) => (
            <option key={language.code} value={language.code}>
              {languageName(language.code, i18n.locale, language.name)}
            </option>
          ))}
        </select>
        {languages.isError && !list && (
          <p className="field-error upload-inline-error" role="alert">
            <Trans>The languages could not be loaded.</Trans>
            <button type="button" className="link" onClick={() => void languages.refetch()}>
              <Trans>Try again</Trans>
            </button>
          </p>
        )}
      </div>

      {noRoom && (
        <p className="upload-error" role="alert">
          <Icon name="alert-circle" size={18} />
          <Trans>
            There is not enough room on this device to keep these videos until the network returns.
            Nothing was kept. Free some space, or upload them once you are online.
          </Trans>
        </p>
      )}
      {keeping && (
        <p className="upload-file-state" role="status">
          <Trans>Keeping the videos on this device…</Trans>
        </p>
      )}
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
