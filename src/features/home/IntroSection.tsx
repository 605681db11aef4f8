import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { IconName } from '@/ui/Icon'
import { ContactLink } from './ContactLink'
import { HeroIllustration } from './HeroIllustration'
import { IconPoint } from './HomeSection'

/** The three pillars docs/product.md §1 names, each linking to its own section further down. */
const PILLARS = [
  {
    hash: 'trailers',
    icon: 'play',
    title: msg`Automatic trailer generation`,
    text: msg`Describe the trailer you need and get a short cut of the strongest scenes, ready to share.`,
  },
  {
    hash: 'reports',
    icon: 'file-text',
    title: msg`Automatic report generation`,
    text: msg`A structured report for every video, shaped by your own instructions.`,
  },
  {
    hash: 'search',
    icon: 'search',
    title: msg`Advanced searchable database`,
    text: msg`Semantic, keyword and hybrid search across every video and scene you own.`,
  },
] as const satisfies ReadonlyArray<{ hash: string; icon: IconName; title: unknown; text: unknown }>

export function IntroSection() {
  const { t } = useLingui()
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <div className="home-wrap home-hero-grid">
        <div className="home-hero-copy">
          <p className="home-eyebrow">
            <Trans>AI video analysis for teams</Trans>
          </p>
          <h1 id="home-title">
            <Trans>Turn your video archive into searchable data</Trans>
          </h1>
          <p className="home-lead">
            <Trans>
              Upload a video and Video Insight analyses it for you: a title, a summary, tags and a
              scene-by-scene breakdown with frame images. Then search everything you own, cut a
              trailer or write a report in minutes instead of days.
            </Trans>
          </p>
          <div className="home-actions">
            <ContactLink kind="demo" className="button primary home-cta">
              <Trans>Request a free demo</Trans>
            </ContactLink>
            <Link to="/" hash="trailers" className="button home-cta">
              <Trans>See what it does</Trans>
            </Link>
          </div>
          <p className="home-audience muted">
            <Trans>Built for marketing teams, education bodies and media companies.</Trans>
          </p>
        </div>
        <HeroIllustration />
      </div>
      <div className="home-wrap">
        <h2 className="visually-hidden">
          <Trans>Three pillars</Trans>
        </h2>
        <ul className="home-pillars">
          {PILLARS.map((pillar) => (
            <li key={pillar.hash} className="card home-pillar">
              <IconPoint
                icon={pillar.icon}
                title={
                  <Link to="/" hash={pillar.hash}>
                    {t(pillar.title)}
                  </Link>
                }
                text={t(pillar.text)}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
