import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { UPLOAD_TEXT_MAX, VALIDATION_DEBOUNCE_MS } from '@/config/limits'

interface UploadTextFieldProps {
  label: ReactNode
  value: string
  onChange: (value: string) => void
  /** The rule's message; shown only once the field has been left (docs/product.md §5). */
  error: MessageDescriptor | undefined
  hint?: ReactNode
  disabled?: boolean
  autoFocus?: boolean
  /** Show the rule's message even before the field was left (Next was pressed). */
  revealError?: boolean
}

/** A labelled textarea with a character count against its 500-character limit (UPLOAD_TEXT_MAX). */
export function UploadTextField({
  label,
  value,
  onChange,
  error,
  hint,
  disabled,
  autoFocus,
  revealError = false,
}: UploadTextFieldProps) {
  const { i18n } = useLingui()
  const id = useId()
  const [left, setLeft] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const markLeft = () => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setLeft(true), VALIDATION_DEBOUNCE_MS)
  }
  const shown = (left || revealError) && error ? i18n._(error) : undefined
  const count = [...value].length
  const describedBy = [`${id}-count`, hint ? `${id}-hint` : '', shown ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ')
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        value={value}
        rows={3}
        disabled={disabled}
        autoFocus={autoFocus}
        aria-invalid={Boolean(shown)}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        onBlur={markLeft}
      />
      <div className="upload-field-foot">
        {hint ? (
          <p id={`${id}-hint`} className="field-hint">
            {hint}
          </p>
        ) : (
          <span />
        )}
        <span
          id={`${id}-count`}
          className={count > UPLOAD_TEXT_MAX ? 'char-count over' : 'char-count'}
        >
          {count}/{UPLOAD_TEXT_MAX}
        </span>
      </div>
      {shown && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {shown}
        </p>
      )}
    </div>
  )
}
