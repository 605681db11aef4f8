import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { requestEmailChange } from '../../api/profile'
import { PASSWORD_MAX } from '../../config/limits'
import { currentLocale } from '../../i18n/i18n'
import { Field } from '../../ui/form/Field'
import type { FormState } from '../../ui/form/useForm'
import { OfflineReason } from '../../ui/OfflineReason'
import { globalSpinner } from '../../ui/spinner'
import { useOnline } from '../../ui/useOnline'
import { ServerErrors } from './ServerErrors'
import { useServerErrors } from './useServerErrors'

interface Props {
  form: FormState<'newEmail' | 'currentPassword'>
  onSent: (newEmail: string, password: string) => void
}

/** Change e-mail step 1: the server sends a code to the new address (in the UI's language). */
export function EmailRequestStep({ form, onSent }: Props) {
  const { t } = useLingui()
  const online = useOnline()
  const serverErrors = useServerErrors()
  const [submitting, setSubmitting] = useState(false)
  const [errors, setErrors] = useState<string[]>()
  const blocked = form.isEmpty || form.hasErrors || submitting || !online

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (blocked) {
      form.touchAll()
      return
    }
    setSubmitting(true)
    setErrors(undefined)
    const newEmail = form.values.newEmail.trim()
    const password = form.values.currentPassword
    try {
      await globalSpinner.around(() =>
        requestEmailChange({ newEmail, currentPassword: password, language: currentLocale() }),
      )
      setSubmitting(false)
      onSent(newEmail, password)
    } catch (error) {
      setErrors(serverErrors(error))
      setSubmitting(false)
    }
  }

  return (
    <form className="profile-form" onSubmit={submit} noValidate>
      <p className="muted">
        <Trans>We will send a verification code to your new e-mail address.</Trans>
      </p>
      <Field
        label={t`New e-mail address`}
        type="email"
        inputMode="email"
        autoComplete="email"
        error={form.errors.newEmail}
        {...form.bind('newEmail')}
      />
      <Field
        label={t`Current password`}
        type="password"
        autoComplete="current-password"
        maxLength={PASSWORD_MAX}
        error={form.errors.currentPassword}
        {...form.bind('currentPassword')}
      />
      <ServerErrors id="email-step1-errors" lines={errors} />
      <div className="form-actions">
        <button
          type="submit"
          className="primary"
          disabled={blocked}
          aria-describedby={online ? undefined : 'email-step1-offline'}
        >
          <Trans>Send</Trans>
        </button>
        <OfflineReason id="email-step1-offline" />
      </div>
    </form>
  )
}
