import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Icon, type IconName } from '@/ui/Icon'
import { HomeSection } from './HomeSection'

export interface Point {
  icon: IconName
  title: MessageDescriptor
  text: MessageDescriptor
}

/**
 * The shape shared by the trailer and report sections: a heading and lead, three numbered
 * points, and a side panel of examples (usage scenarios or sample instructions).
 */
export function FeatureSection({
  id,
  icon,
  eyebrow,
  title,
  lead,
  points,
  aside,
  tone = 'plain',
}: {
  id: string
  icon: IconName
  eyebrow: ReactNode
  title: ReactNode
  lead: ReactNode
  points: readonly Point[]
  aside: ReactNode
  tone?: 'plain' | 'tinted'
}) {
  const { t } = useLingui()
  return (
    <HomeSection id={id} tone={tone} eyebrow={{ icon, text: eyebrow }} title={title} lead={lead}>
      <div className="home-feature-grid">
        <ol className="home-points">
          {points.map((point) => (
            <li key={point.title.id} className="home-point">
              <span className="home-icon-badge">
                <Icon name={point.icon} />
              </span>
              <div>
                <h3>{t(point.title)}</h3>
                <p>{t(point.text)}</p>
              </div>
            </li>
          ))}
        </ol>
        <aside className="card home-examples">{aside}</aside>
      </div>
    </HomeSection>
  )
}

/** A titled list inside a section's side panel. */
export function ExampleList({
  title,
  items,
  quoted = false,
}: {
  title: ReactNode
  items: readonly MessageDescriptor[]
  quoted?: boolean
}) {
  const { t } = useLingui()
  return (
    <>
      <h3>{title}</h3>
      <ul className={quoted ? 'home-example-list quoted' : 'home-example-list'}>
        {items.map((item) => (
          <li key={item.id}>{t(item)}</li>
        ))}
      </ul>
    </>
  )
}
