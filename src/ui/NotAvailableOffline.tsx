import { Trans } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Icon } from './Icon'

/**
 * For a page whose data was never opened while online, so no copy is on this device: says so
 * instead of spinning, with a way back. Screen owners render it when a query failed offline,
 * e.g. `if (query.isError && !navigator.onLine) return <NotAvailableOffline />`; `onRetry` adds a
 * "Try again" for when the connection is back. `children` are further ways out (the screen's
 * owner knows the routes; this primitive does not), shown between "Go back" and "Try again".
 */
export function NotAvailableOffline({
  onRetry,
  children,
}: {
  onRetry?: () => void
  children?: ReactNode
} = {}) {
  const router = useRouter()
  const canGoBack = typeof window !== 'undefined' && window.history.length > 1
  return (
    <section className="page empty-state not-available-offline">
      <Icon name="wifi-off" />
      <h1>
        <Trans>This page is not available offline</Trans>
      </h1>
      <p>
        <Trans>
          It was not opened on this device while you were online, so no copy is saved here. Connect
          to the internet to open it.
        </Trans>
      </p>
      <div className="form-actions">
        {canGoBack && (
          <button type="button" onClick={() => router.history.back()}>
            <Icon name="arrow-left" size={18} />
            <Trans>Go back</Trans>
          </button>
        )}
        {children}
        {onRetry && (
          <button type="button" onClick={onRetry}>
            <Icon name="refresh" size={18} />
            <Trans>Try again</Trans>
          </button>
        )}
      </div>
    </section>
  )
}
