import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { LanguageSwitcher } from '@/i18n/LanguageSwitcher'
import { BrandMark } from '@/ui/BrandMark'

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
