import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { failureLines } from '@/api/failure-lines'
import { requestEmailChange } from '@/api/profile'
import { currentLocale } from '@/i18n/i18n'
import { EmailField } from '@/ui/form/Field'
import { PasswordField } from '@/ui/form/PasswordFields'
import { SubmitRow } from '@/ui/form/SubmitButton'
import type { FormState } from '@/ui/form/use-form'
import { useSubmit } from '@/ui/form/use-submit'
import { ServerErrors } from './ServerErrors'

interface Props {
  form: FormState<'newEmail' | 'currentPassword'>
  onSent: (newEmail: string, password: string) => void
}

/** Change e-mail step 1: the server sends a code to the new address (in the UI's language). */
export function EmailRequestStep({ form, onSent }: Props) {
  const { t } = useLingui()
  const [errors, setErrors] = useState<readonly string[]>()
  const newEmail = form.values.newEmail.trim()
  const password = form.values.currentPassword
  const submitter = useSubmit({
    form,
    needsNetwork: true,
    send: () =>
      requestEmailChange({ newEmail, currentPassword: password, language: currentLocale() }),
    failure: failureLines,
    report: setErrors,
    done: () => onSent(newEmail, password),
  })

  return (
    <form className="profile-form" onSubmit={submitter.submit} noValidate>
      <p className="muted">
        <Trans>We will send a verification code to your new e-mail address.</Trans>
      </p>
      <EmailField label={t`New e-mail address`} autoComplete="email" {...form.field('newEmail')} />
      <PasswordField
        label={t`Current password`}
        autoComplete="current-password"
        {...form.field('currentPassword')}
      />
      <ServerErrors id="email-step1-errors" lines={errors} />
      <SubmitRow submitter={submitter}>
        <Trans>Send</Trans>
      </SubmitRow>
    </form>
  )
}
