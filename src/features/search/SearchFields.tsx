import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, type Ref, useId } from 'react'
import {
  DESCRIPTION_INPUT_MAX,
  DESCRIPTION_MAX,
  K_MAX,
  K_MIN,
  SEARCH_METHODS,
  SEARCH_SCOPES,
} from '@/config/limits'
import { clampK, kDigits, type SearchFormValues } from './search-query'

/** docs/product.md §5: the box takes two characters more than the limit, so going over shows an error. */

export const descriptionLength = (text: string) => [...text].length

interface DescriptionFieldProps {
  label: ReactNode
  value: string
  readOnly: boolean
  /** True once the user has left the box: only then does an empty box say it is required. */
  visited: boolean
  onChange: (value: string) => void
  onBlur: () => void
  /** The box, for the page's `/` shortcut. */
  inputRef?: Ref<HTMLTextAreaElement>
}

/** The search text, with its length against the limit and the docs/product.md §5 messages. */
export function DescriptionField(props: DescriptionFieldProps) {
  const { t } = useLingui()
  const id = useId()
  const length = descriptionLength(props.value)
  const tooLong = length > DESCRIPTION_MAX
  const empty = props.value.trim() === ''
  const error = tooLong
    ? t`The input length has reached the maximum limit of ${DESCRIPTION_MAX} characters.`
    : empty && props.visited && !props.readOnly
      ? t`This field is required`
      : undefined
  return (
    <div className="field search-description">
      <label htmlFor={id}>{props.label}</label>
      <textarea
        ref={props.inputRef}
        id={id}
        value={props.value}
        readOnly={props.readOnly}
        maxLength={DESCRIPTION_INPUT_MAX}
        rows={props.readOnly ? 5 : 4}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
      />
      <div className="search-description-foot">
        {error ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        ) : (
          <span />
        )}
        <p
          id={`${id}-count`}
          className={tooLong ? 'field-error search-count' : 'field-hint search-count'}
        >
          <Trans>
            {length} / {DESCRIPTION_MAX} characters
          </Trans>
        </p>
      </div>
    </div>
  )
}

/** Top Results Count: digits only while typing, clamped to 1..999 when the box is left. */
export function TopKField({
  value,
  onChange,
}: {
  value: string
  onChange: (value: string) => void
}) {
  const id = useId()
  return (
    <div className="field search-k">
      <label htmlFor={id}>
        <Trans>Top Results Count</Trans>
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(kDigits(event.target.value))}
        onBlur={() => onChange(String(clampK(value)))}
      />
      <p id={`${id}-hint`} className="field-hint">
        <Trans>
          {K_MIN} to {K_MAX}
        </Trans>
      </p>
    </div>
  )
}

export function MethodSelect({
  value,
  onChange,
  offlineNoteId,
}: {
  value: SearchFormValues['searchMethod']
  onChange: (value: SearchFormValues['searchMethod']) => void
  /** Offline: the method cannot apply (the device matches by keyword); the note says why. */
  offlineNoteId?: string
}) {
  const { t } = useLingui()
  const id = useId()
  const labels: Record<SearchFormValues['searchMethod'], string> = {
    hybrid: t`Hybrid`,
    dense: t`Semantic`,
    sparse: t`Keyword`,
  }
  return (
    <div className="field">
      <label htmlFor={id}>
        <Trans>Search method</Trans>
      </label>
      <select
        id={id}
        value={value}
        disabled={offlineNoteId !== undefined}
        aria-describedby={offlineNoteId}
        onChange={(event) => onChange(event.target.value as SearchFormValues['searchMethod'])}
      >
        {SEARCH_METHODS.map((method) => (
          <option key={method} value={method}>
            {labels[method]}
          </option>
        ))}
      </select>
    </div>
  )
}

export function ScopeSelect({
  value,
  onChange,
}: {
  value: SearchFormValues['searchScope']
  onChange: (value: SearchFormValues['searchScope']) => void
}) {
  const { t } = useLingui()
  const id = useId()
  const labels: Record<SearchFormValues['searchScope'], string> = {
    all: t`All Videos`,
    current: t`This Video`,
  }
  return (
    <div className="field">
      <label htmlFor={id}>
        <Trans>Search scenes from</Trans>
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as SearchFormValues['searchScope'])}
      >
        {SEARCH_SCOPES.map((scope) => (
          <option key={scope} value={scope}>
            {labels[scope]}
          </option>
        ))}
      </select>
    </div>
  )
}
