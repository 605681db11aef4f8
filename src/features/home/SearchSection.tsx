import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Icon } from '@/ui/Icon'
import { HomeSection } from './HomeSection'
import { SimilarSearchFigure } from './SimilarSearchFigure'

/** What the analysis writes into the searchable index for every video. */
const INDEXED = [
  msg`Title and summary`,
  msg`Tags`,
  msg`Scene descriptions`,
  msg`Start and end time of every scene`,
  msg`Frame images of every scene`,
  msg`Vector data for semantic search`,
]

export function SearchSection() {
  const { t } = useLingui()
  return (
    <HomeSection
      id="search"
      eyebrow={{ icon: 'database', text: <Trans>Search</Trans> }}
      title={<Trans>Advanced searchable database</Trans>}
      lead={
        <Trans>
          Every analysed video becomes part of a searchable index. Find whole videos or single
          scenes by meaning, by keyword, or by both at once with hybrid search.
        </Trans>
      }
    >
      <div className="home-search-grid">
        <div className="card home-checklist">
          <h3>
            <Trans>Indexed for every video</Trans>
          </h3>
          <ul>
            {INDEXED.map((item) => (
              <li key={item.id}>
                <Icon name="check-circle" />
                <span>{t(item)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="card home-scenario">
          <h3>
            <Trans>A scenario</Trans>
          </h3>
          <p>
            <Trans>
              A marketing team needs a shot of a product demonstration on a beach at sunset for a
              new advert. Instead of scrubbing through hundreds of hours of footage, they type:
            </Trans>
          </p>
          <p className="home-query">
            <Icon name="search" />
            <span>
              <Trans>product demonstration on a beach at sunset</Trans>
            </span>
          </p>
          <p>
            <Trans>
              Video Insight returns the matching scenes, ranked by similarity, each with its time in
              the video. One more click finds scenes that look like the best match.
            </Trans>
          </p>
        </div>
      </div>
      <h3 className="home-subheading">
        <Trans>Similar search, by example</Trans>
      </h3>
      <div className="home-similar-grid">
        <SimilarSearchFigure kind="videos" />
        <SimilarSearchFigure kind="scenes" />
      </div>
    </HomeSection>
  )
}
