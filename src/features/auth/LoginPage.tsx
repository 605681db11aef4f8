import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { login } from '../../api/auth'
import { profileQuery } from '../../api/profile'
import { PASSWORD_MAX } from '../../config/limits'
import { emailRules, passwordRules } from '../../lib/validators'
import { Field } from '../../ui/form/Field'
import { useForm } from '../../ui/form/useForm'
import { showModal } from '../../ui/modal-store'
import { globalSpinner } from '../../ui/spinner'
import { AuthCard } from './AuthCard'

const route = getRouteApi('/_auth/login')

export function LoginPage() {
  const { t } = useLingui()
  const search = route.useSearch()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [submitting, setSubmitting] = useState(false)
  const form = useForm({ email: '', password: '' }, { email: emailRules, password: passwordRules })
  const blocked = form.isEmpty || form.hasErrors || submitting

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (blocked) {
      form.touchAll()
      return
    }
    setSubmitting(true)
    const signedIn = await globalSpinner.around(async () => {
      const ok = await login(form.values.email.trim(), form.values.password)
      // docs/product.md §2: on success the profile is loaded before the app opens.
      if (ok) await queryClient.prefetchQuery(profileQuery())
      return ok
    })
    setSubmitting(false)
    if (!signedIn) {
      void showModal({
        type: 'error',
        title: t`Login failed`,
        message: [
          t`The email or password seems to be incorrect. Please enter it again.`,
          t`Please check that Caps Lock is off.`,
        ],
      })
      return
    }
    // Back to the page the guard sent the user away from (docs/decisions.md), else VideoList.
    if (search.redirect) await navigate({ href: search.redirect, replace: true })
    else await navigate({ to: '/video', search: { ref: search.ref }, replace: true })
  }

  return (
    <AuthCard title={t`Log in`}>
      <form onSubmit={submit} noValidate>
        <Field
          label={t`E-mail address`}
          type="email"
          autoComplete="username"
          inputMode="email"
          error={form.errors.email}
          {...form.bind('email')}
        />
        <Field
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX}
          error={form.errors.password}
          {...form.bind('password')}
        />
        <p>
          <Link to="/forgot-password" search={{ ref: search.ref }}>
            <Trans>Forgot password?</Trans>
          </Link>
        </p>
        <button type="submit" className="primary" disabled={blocked}>
          <Trans>Log in</Trans>
        </button>
      </form>
    </AuthCard>
  )
}
