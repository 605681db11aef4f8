import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { resetPassword } from '../../api/auth'
import { isApiError } from '../../api/errors'
import { PASSWORD_MAX } from '../../config/limits'
import { matches, passwordRules } from '../../lib/validators'
import { Field } from '../../ui/form/Field'
import { useForm } from '../../ui/form/useForm'
import { showModal } from '../../ui/modal-store'
import { globalSpinner } from '../../ui/spinner'
import { AuthCard } from './AuthCard'

const route = getRouteApi('/_auth/reset-password')

export function ResetPasswordPage() {
  const { t } = useLingui()
  const { resetToken } = route.useSearch()
  const navigate = useNavigate()
  const [submitting, setSubmitting] = useState(false)
  const form = useForm({ password: '', confirmationPassword: '' }, (values) => ({
    password: passwordRules,
    confirmationPassword: [...passwordRules, matches(() => values.password)],
  }))
  const blocked = form.isEmpty || form.hasErrors || submitting

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (blocked) return
    setSubmitting(true)
    const outcome = await globalSpinner.around(() =>
      resetPassword({ ...form.values, resetToken: resetToken ?? '' }).then(
        () => 'done' as const,
        (error: unknown) =>
          isApiError(error) && error.status === 401 ? ('invalid' as const) : ('failed' as const),
      ),
    )
    setSubmitting(false)
    if (outcome === 'done') {
      await showModal({
        type: 'success',
        message: t`Your password has been reset. Please try logging in`,
      })
      await navigate({ to: '/login' })
    } else if (outcome === 'invalid') {
      await showModal({
        type: 'error',
        title: t`Reset Link Invalid`,
        message: t`This link is invalid or has expired. Please reset your password again by navigating to Login > Forgot Password.`,
      })
    } else {
      void showModal({
        type: 'error',
        message: t`We had trouble processing your request. Please try again later.`,
      })
    }
  }

  return (
    <AuthCard title={t`Reset password`}>
      <form onSubmit={submit} noValidate>
        <Field
          label={t`New password`}
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          error={form.errors.password}
          {...form.bind('password')}
        />
        <Field
          label={t`New password (confirmation)`}
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          error={form.errors.confirmationPassword}
          {...form.bind('confirmationPassword')}
        />
        <button type="submit" className="primary" disabled={blocked}>
          <Trans>Submit</Trans>
        </button>
      </form>
      <p>
        <Link to="/login">
          <Trans>Back to Login</Trans>
        </Link>
      </p>
    </AuthCard>
  )
}
