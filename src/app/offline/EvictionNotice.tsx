import { Trans } from '@lingui/react/macro'
import { AppNotice } from './AppNotice'
import { dismissEvictionNotice, useEvictionNotice } from './eviction-notice'

/**
 * "The browser removed the saved copy": told at the start after an eviction, until dismissed
 * (docs/decisions.md, "Eviction noticed").
 */
export function EvictionNotice() {
  if (!useEvictionNotice()) return null
  return (
    <AppNotice
      kind="evicted"
      icon="alert-triangle"
      title={<Trans>The browser removed the saved copy.</Trans>}
      actions={
        <button type="button" className="ghost small" onClick={dismissEvictionNotice}>
          <Trans>Dismiss</Trans>
        </button>
      }
    >
      <Trans>
        The pages saved on this device for offline use are gone, as browsers do to free space or
        after a time unused. Pages you open online are saved again.
      </Trans>
    </AppNotice>
  )
}
