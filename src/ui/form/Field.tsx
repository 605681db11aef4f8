import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useLingui as useLinguiMacro } from '@lingui/react/macro'
import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react'

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode
  error?: MessageDescriptor | string | undefined
  hint?: ReactNode
}

/** A labelled input with its error announced to assistive technology. */
export function Field({ label, error, hint, type = 'text', ...input }: FieldProps) {
  const { i18n } = useLingui()
  const { t } = useLinguiMacro()
  const id = useId()
  const [reveal, setReveal] = useState(false)
  const message = typeof error === 'string' || error === undefined ? error : i18n._(error)
  const describedBy = [message ? `${id}-error` : '', hint ? `${id}-hint` : '']
    .filter(Boolean)
    .join(' ')
  const isPassword = type === 'password'
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className={isPassword ? 'field-row' : undefined}>
        <input
          id={id}
          type={isPassword && reveal ? 'text' : type}
          aria-describedby={describedBy || undefined}
          aria-invalid={Boolean(message)}
          {...input}
        />
        {isPassword && (
          <button
            type="button"
            className="ghost small"
            aria-pressed={reveal}
            onClick={() => setReveal((value) => !value)}
          >
            {reveal ? t`Hide` : t`Show`}
          </button>
        )}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {message}
        </p>
      )}
    </div>
  )
}

/** An e-mail input: the e-mail keyboard on phones; `autoComplete` says whose address it is. */
export function EmailField(props: Omit<FieldProps, 'type' | 'inputMode'>) {
  return <Field type="email" inputMode="email" {...props} />
}
