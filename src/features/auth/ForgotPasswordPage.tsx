import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { requestPasswordReset } from '../../api/auth'
import { isApiError } from '../../api/errors'
import { emailRules } from '../../lib/validators'
import { Field } from '../../ui/form/Field'
import { useForm } from '../../ui/form/useForm'
import { showModal } from '../../ui/modal-store'
import { globalSpinner } from '../../ui/spinner'
import { AuthCard } from './AuthCard'

export function ForgotPasswordPage() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [submitting, setSubmitting] = useState(false)
  const form = useForm({ email: '' }, { email: emailRules })
  const blocked = form.isEmpty || form.hasErrors || submitting

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (blocked) return
    setSubmitting(true)
    // docs/product.md §8: success and a 401 both get the neutral answer, so nobody learns who has an account.
    const neutral = await globalSpinner.around(() =>
      requestPasswordReset(form.values.email.trim()).then(
        () => true,
        (error: unknown) => isApiError(error) && error.status === 401,
      ),
    )
    setSubmitting(false)
    if (neutral) {
      await showModal({
        type: 'email',
        title: t`Check your e-mail`,
        message: t`If there is an account associated with this email, you will receive instructions on how to reset your password.`,
      })
      await navigate({ to: '/login' })
      return
    }
    void showModal({
      type: 'error',
      message: t`We had trouble processing your request. Please try again later.`,
    })
  }

  return (
    <AuthCard title={t`Forgot password`}>
      <p className="muted">
        <Trans>
          Enter the e-mail address of your account and we will send you a link to reset your
          password.
        </Trans>
      </p>
      <form onSubmit={submit} noValidate>
        <Field
          label={t`E-mail address`}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={form.errors.email}
          {...form.bind('email')}
        />
        <button type="submit" className="primary" disabled={blocked}>
          <Trans>Send</Trans>
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
