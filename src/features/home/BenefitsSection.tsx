import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { HomeSection, IconPoint } from './HomeSection'

const BENEFITS = [
  {
    icon: 'clock',
    title: msg`Time savings`,
    text: msg`Stop scrubbing through timelines. Logging, searching, cutting trailers and writing reports take minutes instead of hours of manual work.`,
  },
  {
    icon: 'eye',
    title: msg`Visibility of video data`,
    text: msg`Know what is in every video. Summaries, tags and scenes make the whole archive visible at a glance to the whole team.`,
  },
  {
    icon: 'bar-chart',
    title: msg`Maximised content value`,
    text: msg`Footage that sat unused is found again and reused in new campaigns, courses and programmes.`,
  },
] as const

export function BenefitsSection() {
  const { t } = useLingui()
  return (
    <HomeSection id="benefits" tone="tinted" title={<Trans>Key benefits</Trans>}>
      <ul className="home-benefits">
        {BENEFITS.map((benefit) => (
          <li key={benefit.title.id} className="card home-benefit">
            <IconPoint large icon={benefit.icon} title={t(benefit.title)} text={t(benefit.text)} />
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
