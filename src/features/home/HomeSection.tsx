import type { ReactNode } from 'react'
import { Icon, type IconName } from '@/ui/Icon'

/**
 * The frame of every section below the hero: an anchor id the hero's links jump to, an
 * optional eyebrow (icon and word), the heading the section is labelled by, an optional lead
 * paragraph, then the section's own content.
 */
export function HomeSection({
  id,
  title,
  eyebrow,
  lead,
  tone = 'plain',
  wrapClassName,
  children,
}: {
  id: string
  title: ReactNode
  eyebrow?: { icon: IconName; text: ReactNode }
  lead?: ReactNode
  tone?: 'plain' | 'tinted'
  wrapClassName?: string
  children: ReactNode
}) {
  return (
    <section
      id={id}
      className={tone === 'tinted' ? 'home-section tinted' : 'home-section'}
      aria-labelledby={`${id}-title`}
    >
      <div className={wrapClassName ? `home-wrap ${wrapClassName}` : 'home-wrap'}>
        {eyebrow && (
          <p className="home-eyebrow">
            <Icon name={eyebrow.icon} /> {eyebrow.text}
          </p>
        )}
        <h2 id={`${id}-title`}>{title}</h2>
        {lead && <p className="home-lead">{lead}</p>}
        {children}
      </div>
    </section>
  )
}

/** A card's badge, heading and text: the pillars, the feature points and the benefits. */
export function IconPoint({
  icon,
  title,
  text,
  large = false,
}: {
  icon: IconName
  title: ReactNode
  text: ReactNode
  large?: boolean
}) {
  return (
    <>
      <span className={large ? 'home-icon-badge large' : 'home-icon-badge'}>
        <Icon name={icon} size={large ? 26 : undefined} />
      </span>
      <h3>{title}</h3>
      <p>{text}</p>
    </>
  )
}
