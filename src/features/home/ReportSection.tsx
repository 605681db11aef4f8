import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { ExampleList, FeatureSection, type Point } from './FeatureSection'

const POINTS: readonly Point[] = [
  {
    icon: 'file-text',
    title: msg`Structured from the analysis`,
    text: msg`Title, summary, tags and scene descriptions come together in one readable document.`,
  },
  {
    icon: 'sparkles',
    title: msg`Customised by instruction`,
    text: msg`Tell the report what matters to you, and it follows your focus, format and audience.`,
  },
  {
    icon: 'external-link',
    title: msg`Easy to share`,
    text: msg`Reports open in the browser, ready to read, print or pass on to colleagues.`,
  },
]

const CUSTOMISATIONS = [
  msg`Summarise the lecture for students in five bullet points and list the key terms.`,
  msg`List every scene in which our product appears, with its time in the video.`,
  msg`Note each scene that shows a logo, a face or on-screen text, for a rights check.`,
  msg`Write a short, plain-language brief for the sales team.`,
]

export function ReportSection() {
  return (
    <FeatureSection
      id="reports"
      icon="file-text"
      tone="tinted"
      eyebrow={<Trans>Reports</Trans>}
      title={<Trans>Automatic report generation</Trans>}
      lead={
        <Trans>
          Turn any analysed video into a report: the summary, the key scenes and exactly the details
          you asked for.
        </Trans>
      }
      points={POINTS}
      aside={
        <ExampleList title={<Trans>Sample customisations</Trans>} items={CUSTOMISATIONS} quoted />
      }
    />
  )
}
