import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { type ReactNode, useId } from 'react'
import { UPLOAD_TEXT_MAX } from '@/config/limits'

interface UploadTextFieldProps {
  label: ReactNode
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  /** The error to show (the form shows it once the field was left, or Next was pressed). */
  error: MessageDescriptor | undefined
  hint?: ReactNode
  disabled?: boolean
  autoFocus?: boolean
}

/** A labelled textarea with a character count against its 500-character limit (UPLOAD_TEXT_MAX). */
export function UploadTextField({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  disabled,
  autoFocus,
}: UploadTextFieldProps) {
  const { i18n } = useLingui()
  const id = useId()
  const shown = error ? i18n._(error) : undefined
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
        onBlur={onBlur}
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
