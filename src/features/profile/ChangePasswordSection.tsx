import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { changePassword } from '../../api/profile'
import { PASSWORD_MAX } from '../../config/limits'
import { matches, passwordRules } from '../../lib/validators'
import { Field } from '../../ui/form/Field'
import { useForm } from '../../ui/form/useForm'
import { showModal } from '../../ui/modal-store'
import { OfflineReason } from '../../ui/OfflineReason'
import { globalSpinner } from '../../ui/spinner'
import { useOnline } from '../../ui/useOnline'
import { useServerErrors } from './useServerErrors'

/** docs/product.md §2 Change Password: current, new and confirmation, each with the §5 password rules. */
export function ChangePasswordSection() {
  const { t } = useLingui()
  const online = useOnline()
  const serverErrors = useServerErrors()
  const [submitting, setSubmitting] = useState(false)
  const form = useForm(
    { currentPassword: '', newPassword: '', confirmationPassword: '' },
    (values) => ({
      currentPassword: passwordRules,
      newPassword: passwordRules,
      confirmationPassword: [...passwordRules, matches(() => values.newPassword)],
    }),
  )
  const blocked = form.isEmpty || form.hasErrors || submitting || !online

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (blocked) {
      form.touchAll()
      return
    }
    setSubmitting(true)
    try {
      await globalSpinner.around(() => changePassword(form.values))
      form.reset()
      void showModal({ type: 'success', message: t`Your password has been updated.` })
    } catch (error) {
      // What was typed stays, so the user can correct it.
      const lines = serverErrors(error, t`An error occurred while updating the profile`)
      if (lines) void showModal({ type: 'error', message: lines })
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <form className="profile-form" onSubmit={submit} noValidate>
      <Field
        label={t`Current password`}
        type="password"
        autoComplete="current-password"
        maxLength={PASSWORD_MAX}
        error={form.errors.currentPassword}
        {...form.bind('currentPassword')}
      />
      <Field
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        hint={t`8 to 20 letters and digits.`}
        error={form.errors.newPassword}
        {...form.bind('newPassword')}
      />
      <Field
        label={t`New password (confirmation)`}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        error={form.errors.confirmationPassword}
        {...form.bind('confirmationPassword')}
      />
      <div className="form-actions">
        <button
          type="submit"
          className="primary"
          disabled={blocked}
          aria-describedby={online ? undefined : 'password-offline'}
        >
          <Trans>Change Password</Trans>
        </button>
        <OfflineReason id="password-offline" />
      </div>
    </form>
  )
}
