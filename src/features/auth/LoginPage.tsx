import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { login } from '@/api/auth'
import { profileQuery } from '@/api/profile'
import { emailRules, passwordRules } from '@/lib/validators'
import { EmailField } from '@/ui/form/Field'
import { PasswordField } from '@/ui/form/PasswordFields'
import { useForm } from '@/ui/form/use-form'
import { useSubmit } from '@/ui/form/use-submit'
import { AuthCard, AuthForm } from './AuthCard'

const route = getRouteApi('/_auth/login')

export function LoginPage() {
  const { t } = useLingui()
  const search = route.useSearch()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const form = useForm({ email: '', password: '' }, { email: emailRules, password: passwordRules })
  const submitter = useSubmit({
    form,
    needsNetwork: true,
    send: async () => {
      // docs/product.md §8: any failure, or an answer without a token, is a login failure.
      if (!(await login(form.values.email.trim(), form.values.password)))
        throw new Error('login refused')
      // docs/product.md §2: on success the profile is loaded before the app opens.
      await queryClient.prefetchQuery(profileQuery())
    },
    failure: () => ({
      title: t`Login failed`,
      lines: [
        t`The email or password seems to be incorrect. Please enter it again.`,
        t`Please check that Caps Lock is off.`,
      ],
    }),
    // Back to the page the guard sent the user away from (docs/decisions.md), else VideoList.
    done: () =>
      search.redirect
        ? navigate({ href: search.redirect, replace: true })
        : navigate({ to: '/video', search: { ref: search.ref }, replace: true }),
  })

  return (
    <AuthCard title={t`Log in`}>
      <AuthForm submitter={submitter} submitLabel={<Trans>Log in</Trans>}>
        <EmailField label={t`E-mail address`} autoComplete="username" {...form.field('email')} />
        <PasswordField
          label={t`Password`}
          autoComplete="current-password"
          {...form.field('password')}
        />
        <p>
          <Link to="/forgot-password" search={{ ref: search.ref }}>
            <Trans>Forgot password?</Trans>
          </Link>
        </p>
      </AuthForm>
    </AuthCard>
  )
}
