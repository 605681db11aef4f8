import type { MessageDescriptor } from '@lingui/core'
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
import { SelectField } from '@/ui/form/SelectField'
import type { FormState } from '@/ui/form/use-form'
import type { SearchFormValues } from './search-query'

/** docs/product.md §5: lengths count characters (code points), not UTF-16 units. */
export const descriptionLength = (text: string) => [...text].length

type Bound = ReturnType<FormState<string>['bind']>

interface DescriptionFieldProps extends Bound {
  label: ReactNode
  readOnly: boolean
  /** The rule's message (`useForm`: shown once the box was left, the limit at once). */
  error: MessageDescriptor | undefined
  /** The box, for the page's `/` shortcut. */
  inputRef?: Ref<HTMLTextAreaElement>
}

/**
 * The search text, with its length against the limit and its rule's message. The box takes two
 * characters more than the limit, so going over shows the message (docs/product.md §5).
 */
export function DescriptionField({
  label,
  readOnly,
  error,
  inputRef,
  ...box
}: DescriptionFieldProps) {
  const { i18n } = useLingui()
  const id = useId()
  const length = descriptionLength(box.value)
  return (
    <div className="field search-description">
      <label htmlFor={id}>{label}</label>
      <textarea
        ref={inputRef}
        id={id}
        readOnly={readOnly}
        maxLength={DESCRIPTION_INPUT_MAX}
        rows={readOnly ? 5 : 4}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        {...box}
      />
      <div className="search-description-foot">
        {error ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            {i18n._(error)}
          </p>
        ) : (
          <span />
        )}
        <p
          id={`${id}-count`}
          className={
            length > DESCRIPTION_MAX ? 'field-error search-count' : 'field-hint search-count'
          }
        >
          <Trans>
            {length} / {DESCRIPTION_MAX} characters
          </Trans>
        </p>
      </div>
    </div>
  )
}

/** Top Results Count: the form keeps it to digits while typing and to 1..999 when left. */
export function TopKField(input: Bound) {
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
        aria-describedby={`${id}-hint`}
        {...input}
      />
      <p id={`${id}-hint`} className="field-hint">
        <Trans>
          {K_MIN} to {K_MAX}
        </Trans>
      </p>
    </div>
  )
}

/** The search method; offline it cannot apply (the device matches by keyword), the note says why. */
export function MethodSelect({ offlineNoteId, ...select }: Bound & { offlineNoteId?: string }) {
  const { t } = useLingui()
  const labels: Record<SearchFormValues['searchMethod'], string> = {
    hybrid: t`Hybrid`,
    dense: t`Semantic`,
    sparse: t`Keyword`,
  }
  return (
    <SelectField
      label={<Trans>Search method</Trans>}
      choices={SEARCH_METHODS}
      labels={labels}
      disabled={offlineNoteId !== undefined}
      aria-describedby={offlineNoteId}
      {...select}
    />
  )
}

export function ScopeSelect(select: Bound) {
  const { t } = useLingui()
  const labels: Record<SearchFormValues['searchScope'], string> = {
    all: t`All Videos`,
    current: t`This Video`,
  }
  return (
    <SelectField
      label={<Trans>Search scenes from</Trans>}
      choices={SEARCH_SCOPES}
      labels={labels}
      {...select}
    />
  )
}
