import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { LanguageSwitcher } from '@/i18n/LanguageSwitcher'
import { BrandMark } from '@/ui/BrandMark'
import { SubmitButton } from '@/ui/form/SubmitButton'
import type { Submitter } from '@/ui/form/use-submit'

/** The frame shared by Login and the password pages. */
export function AuthCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="auth-page">
      <div className="auth-card card">
        <div className="auth-top">
          <Link to="/" className="brand">
            <BrandMark />
          </Link>
          <LanguageSwitcher compact />
        </div>
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  )
}

/** The form of Login and the password pages: its fields, then the submit button. */
export function AuthForm({
  submitter,
  submitLabel,
  children,
}: {
  submitter: Submitter
  submitLabel: ReactNode
  children: ReactNode
}) {
  return (
    <form onSubmit={submitter.submit} noValidate>
      {children}
      <SubmitButton submitter={submitter}>{submitLabel}</SubmitButton>
    </form>
  )
}

/** The way back from the password pages. */
export function BackToLogin() {
  return (
    <p>
      <Link to="/login">
        <Trans>Back to Login</Trans>
      </Link>
    </p>
  )
}
