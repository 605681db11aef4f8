import { Trans } from '@lingui/react/macro'
import { dismissKeptEviction, useKeptEvicted } from '@/api/kept-state'
import { AppNotice } from './AppNotice'
import { dismissEvictionNotice, useEvictionNotice } from './eviction-notice'

/**
 * "The browser removed the saved copy": told at the start after an eviction, until dismissed
 * (docs/decisions.md, "Eviction noticed"); the kept videos' eviction is told in the same notice.
 */
export function EvictionNotice() {
  const pages = useEvictionNotice()
  const videos = useKeptEvicted()
  if (!pages && !videos) return null
  const dismiss = () => {
    dismissEvictionNotice()
    dismissKeptEviction()
  }
  return (
    <AppNotice
      kind="evicted"
      icon="alert-triangle"
      title={<Trans>The browser removed the saved copy.</Trans>}
      actions={
        <button type="button" className="ghost small" onClick={dismiss}>
          <Trans>Dismiss</Trans>
        </button>
      }
    >
      {pages && (
        <Trans>
          The pages saved on this device for offline use are gone, as browsers do to free space or
          after a time unused. Pages you open online are saved again.
        </Trans>
      )}{' '}
      {videos && (
        <Trans>
          The videos kept for offline are gone; keep them again from their pages while online.
        </Trans>
      )}
    </AppNotice>
  )
}
