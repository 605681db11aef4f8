import type { MessageDescriptor } from '@lingui/core'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useState } from 'react'
import { IMAGE_ACCEPT, PERSON_NAME_MAX, VALIDATION_DEBOUNCE_MS } from '@/config/limits'
import { Icon } from '@/ui/Icon'
import { IconButton } from '@/ui/IconButton'
import { imageError, type PersonDraft } from './upload-rules'
import { useUploadStore } from './use-upload-store'

/**
 * One person of step 1: a name and an image (docs/product.md §2, §5). "Both are needed" is the
 * row's rule in step 1's form: it shows once the user has left the row with something in it
 * (focus moved out of it, not from the name to the image button) or pressed Next; a wrong image
 * shows at once. A row left empty stays quiet until Next: the app puts the focus into a new
 * row, so adding the next person would otherwise scold the row just added.
 */
export function PersonFields({
  person,
  index,
  disabled,
  error,
  onNameChange,
  onLeave,
}: {
  person: PersonDraft
  index: number
  disabled: boolean
  /** The row's rule, once the form shows it. */
  error: MessageDescriptor | undefined
  onNameChange: (name: string) => void
  /** The focus left the row. */
  onLeave: () => void
}) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const store = useUploadStore()
  const id = useId()
  const preview = useObjectUrl(person.image)
  const number = index + 1
  const fileProblem = imageError(person.image)
  const messages = [fileProblem ? i18n._(fileProblem) : '', error ? i18n._(error) : ''].filter(
    Boolean,
  )
  return (
    <fieldset
      className="person"
      aria-describedby={messages.length ? `${id}-error` : undefined}
      onBlur={(event) => {
        const row = event.currentTarget
        // After the focus has settled: a file picker or another window takes the focus from
        // the page without leaving the row.
        const used = person.name.trim() !== '' || person.image !== null
        setTimeout(() => {
          if (used && document.hasFocus() && !row.contains(document.activeElement)) onLeave()
        }, VALIDATION_DEBOUNCE_MS)
      }}
    >
      <legend>{t`Person ${number}`}</legend>
      <div className="person-row">
        <div className="person-image">
          {preview && !fileProblem ? <img src={preview} alt="" /> : <Icon name="user" size={28} />}
        </div>
        <div className="person-fields">
          <div className="field">
            <label htmlFor={`${id}-name`}>{t`Name of person ${number}`}</label>
            <input
              id={`${id}-name`}
              value={person.name}
              maxLength={PERSON_NAME_MAX}
              autoComplete="off"
              disabled={disabled}
              aria-invalid={Boolean(error) && person.name.trim() === ''}
              onChange={(event) => onNameChange(event.target.value)}
            />
          </div>
          <div className="person-file">
            <input
              id={`${id}-image`}
              type="file"
              className="file-input visually-hidden"
              accept={IMAGE_ACCEPT}
              disabled={disabled}
              onChange={(event) => {
                const file = event.target.files?.[0]
                if (file) store.updatePerson(person.key, { image: file })
                event.target.value = ''
              }}
            />
            <label htmlFor={`${id}-image`} className="button secondary small file-button">
              <Icon name="image" size={16} />
              {person.image
                ? t`Change image of person ${number}`
                : t`Choose image of person ${number}`}
            </label>
            {person.image && <span className="person-file-name">{person.image.name}</span>}
          </div>
        </div>
        <IconButton
          icon="trash"
          iconSize={18}
          label={t`Remove person ${number}`}
          disabled={disabled}
          onClick={() => store.removePerson(person.key)}
        />
      </div>
      {messages.length > 0 && (
        <div id={`${id}-error`} role="alert">
          {messages.map((message) => (
            <p key={message} className="field-error">
              {message}
            </p>
          ))}
        </div>
      )}
    </fieldset>
  )
}

/** A preview URL for a chosen image, released when it changes or the row goes away. */
function useObjectUrl(file: File | null): string | undefined {
  const [url, setUrl] = useState<string>()
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(undefined)
      return
    }
    const next = URL.createObjectURL(file)
    setUrl(next)
    return () => URL.revokeObjectURL(next)
  }, [file])
  return url
}

export function NoPeopleHint() {
  return (
    <p className="field-hint">
      <Trans>Optional: add the people who appear in the video so the analysis can name them.</Trans>
    </p>
  )
}
