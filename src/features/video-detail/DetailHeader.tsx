import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Icon } from '@/ui/Icon'

/** A detail page's header: Back (a `useBack` handler), then the page's title and actions. */
export function DetailHeader({ onBack, children }: { onBack: () => void; children: ReactNode }) {
  return (
    <header className="page-header detail-header">
      <button type="button" className="ghost" onClick={onBack}>
        <Icon name="arrow-left" />
        <Trans>Back</Trans>
      </button>
      {children}
    </header>
  )
}
