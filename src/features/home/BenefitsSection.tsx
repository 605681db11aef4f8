import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Icon } from '@/ui/Icon'

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
    <section id="benefits" className="home-section tinted" aria-labelledby="benefits-title">
      <div className="home-wrap">
        <h2 id="benefits-title">
          <Trans>Key benefits</Trans>
        </h2>
        <ul className="home-benefits">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title.id} className="card home-benefit">
              <span className="home-icon-badge large">
                <Icon name={benefit.icon} size={26} />
              </span>
              <h3>{t(benefit.title)}</h3>
              <p>{t(benefit.text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
