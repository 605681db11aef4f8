import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { LanguageSwitcher } from '@/i18n/LanguageSwitcher'
import { BrandMark } from '@/ui/BrandMark'
import { Icon } from '@/ui/Icon'
import { ContactLink } from './ContactLink'

/** docs/product.md §2 Home: Login when signed out, a go-to-app button when signed in; contact; language. */
export function HomeHeader() {
  return (
    <header className="public-header">
      <div className="public-header-inner home-header-inner">
        <Link to="/" className="brand">
          <BrandMark />
        </Link>
        <div className="public-header-actions">
          <LanguageSwitcher compact />
          <ContactLink className="button ghost home-header-contact">
            <Trans>Contact us</Trans>
          </ContactLink>
          <AppEntryButton />
        </div>
      </div>
    </header>
  )
}

/**
 * Login for a visitor; straight into the app (VideoList) for a signed-in user. Both are in the
 * page and the stylesheet shows one (`signed-in-only`, global.css), so a pre-rendered page shows
 * the right one from its first paint and the app takes over without the header moving.
 */
function AppEntryButton({ large = false }: { large?: boolean }) {
  const className = large ? 'button primary home-cta' : 'button primary'
  return (
    <>
      <Link to="/video" className={`${className} signed-in-only`}>
        <Trans>Go to the app</Trans>
        <Icon name="chevron-right" />
      </Link>
      <Link to="/login" className={`${className} signed-out-only`}>
        <Trans>Log in</Trans>
      </Link>
    </>
  )
}
