import { type ReactNode, useId } from 'react'
import { Icon, type IconName } from '@/ui/Icon'

interface AppNoticeProps {
  /** The notice's own class beside `app-notice` (its colours). */
  kind: string
  icon: IconName
  /** The notice's name, read first and announced as the region's label. */
  title: ReactNode
  /** What it means for the user, under the title. */
  children: ReactNode
  /** Its buttons. */
  actions: ReactNode
}

/** A notice of the app's corner stack (AppNotices.tsx): a named region with its buttons. */
export function AppNotice({ kind, icon, title, children, actions }: AppNoticeProps) {
  const titleId = useId()
  return (
    <section className={`app-notice ${kind}`} aria-labelledby={titleId}>
      <Icon name={icon} size={18} />
      <div>
        <p id={titleId}>
          <strong>{title}</strong>
        </p>
        <p className="muted">{children}</p>
      </div>
      <div className="app-notice-actions">{actions}</div>
    </section>
  )
}
