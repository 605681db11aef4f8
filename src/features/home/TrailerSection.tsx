import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { INSTRUCTION_MAX } from '@/config/limits'
import { ExampleList, FeatureSection, type Point } from './FeatureSection'

const POINTS: readonly Point[] = [
  {
    icon: 'film',
    title: msg`Built from the right scenes`,
    text: msg`Every scene is already analysed, so the trailer is cut from the moments that matter, not from random clips.`,
  },
  {
    icon: 'sparkles',
    title: msg`Guided by your instruction`,
    text: msg`Say who the trailer is for, its tone, and the people or products to feature, in up to ${INSTRUCTION_MAX} characters.`,
  },
  {
    icon: 'clock',
    title: msg`Ready while you work`,
    text: msg`Generation runs in the background. Watch the trailer in the app as soon as it is done.`,
  },
]

const SCENARIOS = [
  msg`Teasers for social media ahead of a campaign or product launch`,
  msg`Course previews that show learners what a lecture covers`,
  msg`Highlight reels of events, matches and conferences`,
  msg`Quick previews for editors deciding what to publish or air`,
]

export function TrailerSection() {
  return (
    <FeatureSection
      id="trailers"
      icon="play"
      eyebrow={<Trans>Trailers</Trans>}
      title={<Trans>Automatic trailer generation</Trans>}
      lead={
        <Trans>
          Tell Video Insight what the trailer should focus on. It picks the strongest scenes and
          cuts them into a short video you can share right away.
        </Trans>
      }
      points={POINTS}
      aside={<ExampleList title={<Trans>Usage scenarios</Trans>} items={SCENARIOS} />}
    />
  )
}
