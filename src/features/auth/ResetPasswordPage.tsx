import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { resetPassword } from '@/api/auth'
import { isApiError } from '@/api/errors'
import { confirmationRules, passwordRules } from '@/lib/validators'
import { PasswordPair } from '@/ui/form/PasswordFields'
import { useForm } from '@/ui/form/use-form'
import { useSubmit } from '@/ui/form/use-submit'
import { showModal } from '@/ui/modal-store'
import { AuthCard, AuthForm, BackToLogin } from './AuthCard'

const route = getRouteApi('/_auth/reset-password')

export function ResetPasswordPage() {
  const { t } = useLingui()
  const { resetToken } = route.useSearch()
  const navigate = useNavigate()
  const form = useForm({ password: '', confirmationPassword: '' }, (values) => ({
    password: passwordRules,
    confirmationPassword: confirmationRules(() => values.password),
  }))
  const submitter = useSubmit({
    form,
    needsNetwork: true,
    send: () => resetPassword({ ...form.values, resetToken: resetToken ?? '' }),
    failure: (error) =>
      isApiError(error) && error.status === 401
        ? {
            title: t`Reset Link Invalid`,
            lines: [
              t`This link is invalid or has expired. Please reset your password again by navigating to Login > Forgot Password.`,
            ],
          }
        : [t`We had trouble processing your request. Please try again later.`],
    done: async () => {
      await showModal({
        type: 'success',
        message: t`Your password has been reset. Please try logging in`,
      })
      await navigate({ to: '/login' })
    },
  })

  return (
    <AuthCard title={t`Reset password`}>
      <AuthForm submitter={submitter} submitLabel={<Trans>Submit</Trans>}>
        <PasswordPair form={form} password="password" confirmation="confirmationPassword" />
      </AuthForm>
      <BackToLogin />
    </AuthCard>
  )
}
