import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { requestPasswordReset } from '@/api/auth'
import { isApiError } from '@/api/errors'
import { emailRules } from '@/lib/validators'
import { EmailField } from '@/ui/form/Field'
import { useForm } from '@/ui/form/use-form'
import { useSubmit } from '@/ui/form/use-submit'
import { showModal } from '@/ui/modal-store'
import { AuthCard, AuthForm, BackToLogin } from './AuthCard'

export function ForgotPasswordPage() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const form = useForm({ email: '' }, { email: emailRules })
  const submitter = useSubmit({
    form,
    needsNetwork: true,
    // docs/product.md §8: success and a 401 both get the neutral answer, so nobody learns who has an account.
    send: () =>
      requestPasswordReset(form.values.email.trim()).catch((error: unknown) => {
        if (!(isApiError(error) && error.status === 401)) throw error
      }),
    failure: () => [t`We had trouble processing your request. Please try again later.`],
    done: async () => {
      await showModal({
        type: 'email',
        title: t`Check your e-mail`,
        message: t`If there is an account associated with this email, you will receive instructions on how to reset your password.`,
      })
      await navigate({ to: '/login' })
    },
  })

  return (
    <AuthCard title={t`Forgot password`}>
      <p className="muted">
        <Trans>
          Enter the e-mail address of your account and we will send you a link to reset your
          password.
        </Trans>
      </p>
      <AuthForm submitter={submitter} submitLabel={<Trans>Send</Trans>}>
        <EmailField label={t`E-mail address`} autoComplete="email" {...form.field('email')} />
      </AuthForm>
      <BackToLogin />
    </AuthCard>
  )
}
