import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { LanguageSwitcher } from '@/i18n/LanguageSwitcher'
import { BrandMark } from '@/ui/BrandMark'

/**
 * docs/product.md §2: a home link to VideoList, and a Login link only for visitors. The language switcher
 * is here too, so a visitor can read the policy in the other language without leaving it.
 */
export function PrivacyHeader() {
  const { t } = useLingui()
  return (
    <header className="public-header">
      <div className="public-header-inner privacy-header-inner">
        <Link to="/video" className="brand" aria-label={t`Video Insight: go to your videos`}>
          <BrandMark />
        </Link>
        <div className="public-header-actions">
          <LanguageSwitcher compact />
          {/* Visitors only (global.css `signed-out-only`): right from the first paint. */}
          <Link to="/login" className="button primary signed-out-only">
            <Trans>Log in</Trans>
          </Link>
        </div>
      </div>
    </header>
  )
}
