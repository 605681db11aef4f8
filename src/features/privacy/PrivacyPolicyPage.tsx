import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useConfig } from '@/config/runtime'
import { lastUpdatedLabel } from './last-updated'
import { PrivacyHeader } from './PrivacyHeader'
import { POLICY_SECTIONS } from './policy-sections'
import './privacy.css'
import { SkipLink } from '@/ui/SkipLink'

/**
 * The privacy policy (docs/product.md §1 facts, §2 page; blank layout, public). Every sentence goes
 * through Lingui, so the body is Japanese when the locale is ja and English otherwise.
 */
export function PrivacyPolicyPage() {
  const { t } = useLingui()
  const updatedAt = useConfig().privacyPolicyUpdatedAt
  const updatedLabel = lastUpdatedLabel(updatedAt)
  return (
    <div className="privacy blank-layout">
      <SkipLink />
      <PrivacyHeader />
      <main id="main" tabIndex={-1} className="privacy-main">
        <article className="privacy-article">
          <header className="privacy-title">
            <h1>
              <Trans>Privacy Policy</Trans>
            </h1>
            <p className="muted">
              {updatedLabel && updatedAt ? (
                <Trans>
                  Last updated: <time dateTime={updatedAt}>{updatedLabel}</time>
                </Trans>
              ) : (
                <Trans>Last updated: Unknown</Trans>
              )}
            </p>
          </header>
          <nav className="privacy-toc card" aria-labelledby="privacy-toc-title">
            <h2 id="privacy-toc-title">
              <Trans>Contents</Trans>
            </h2>
            <ol>
              {POLICY_SECTIONS.map((section) => (
                <li key={section.id}>
                  <Link to="/privacy-policy" hash={section.id}>
                    {t(section.title)}
                  </Link>
                </li>
              ))}
            </ol>
          </nav>
          {POLICY_SECTIONS.map(({ id, title, Body }, index) => (
            <section key={id} id={id} aria-labelledby={`${id}-title`} className="privacy-section">
              <h2 id={`${id}-title`}>
                <span className="privacy-number" aria-hidden="true">
                  {index + 1}.
                </span>{' '}
                {t(title)}
              </h2>
              <Body />
            </section>
          ))}
        </article>
      </main>
    </div>
  )
}
