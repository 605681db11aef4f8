import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { CloudDiagram } from './CloudDiagram'
import { HomeSection } from './HomeSection'

const PARTS = [
  {
    term: msg`Object storage`,
    text: msg`Holds your video data: the original uploads and everything the analysis produces.`,
  },
  {
    term: msg`Backend`,
    text: msg`The API the web app talks to: accounts, teams, uploads and search requests.`,
  },
  {
    term: msg`Core service`,
    text: msg`Analyses each video into a title, summary, tags and scenes, and makes trailers and reports.`,
  },
  {
    term: msg`Result metadata store`,
    text: msg`Keeps the analysis results that the app lists, shows and filters.`,
  },
  {
    term: msg`Vector data`,
    text: msg`The index behind semantic search and similar-video and similar-scene search.`,
  },
] as const

export function CloudSection() {
  const { t } = useLingui()
  return (
    <HomeSection
      id="cloud"
      eyebrow={{ icon: 'cloud', text: <Trans>Deployment</Trans> }}
      title={<Trans>Cloud setup example</Trans>}
      lead={
        <Trans>
          Try Video Insight as a hosted demo, or install it in your own cloud so that your videos
          never leave your environment. We tailor the integration to your systems.
        </Trans>
      }
    >
      <div className="home-cloud-grid">
        <CloudDiagram />
        <dl className="home-parts">
          {PARTS.map((part) => (
            <div key={part.term.id}>
              <dt>{t(part.term)}</dt>
              <dd>{t(part.text)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </HomeSection>
  )
}
