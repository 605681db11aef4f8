import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useConfig } from '@/config/runtime'
import { BrandMark } from '@/ui/BrandMark'
import { Icon } from '@/ui/Icon'

export function HomeFooter() {
  const { t } = useLingui()
  const { companyUrl } = useConfig()
  return (
    <footer className="home-footer">
      <div className="home-wrap home-footer-inner">
        <p className="brand">
          <BrandMark />
        </p>
        <p className="muted home-footer-note">
          <Icon name="shield" />
          <Trans>
            Hosted in the European Economic Area, GDPR-compliant, no cookies or tracking.
          </Trans>
        </p>
        <nav aria-label={t`Footer`}>
          <ul className="home-footer-links">
            <li>
              <a href={companyUrl} target="_blank" rel="noopener noreferrer">
                <Trans>Company website</Trans>
                <Icon name="external-link" size={16} />
                <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
              </a>
            </li>
            <li>
              <Link to="/privacy-policy">
                <Trans>Privacy Policy</Trans>
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  )
}
