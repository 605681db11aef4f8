import { Trans } from '@lingui/react/macro'
import { Icon } from '@/ui/Icon'
import { dismissEvictionNotice, useEvictionNotice } from './eviction-notice'

/**
 * "The browser removed the saved copy": told at the start after an eviction, until dismissed
 * (docs/decisions.md, "Eviction noticed").
 */
export function EvictionNotice() {
  if (!useEvictionNotice()) return null
  return (
    <section className="app-notice evicted" aria-labelledby="eviction-notice-title">
      <Icon name="alert-triangle" size={18} />
      <div>
        <p id="eviction-notice-title">
          <strong>
            <Trans>The browser removed the saved copy.</Trans>
          </strong>
        </p>
        <p className="muted">
          <Trans>
            The pages saved on this device for offline use are gone, as browsers do to free space or
            after a time unused. Pages you open online are saved again.
          </Trans>
        </p>
      </div>
      <div className="app-notice-actions">
        <button type="button" className="ghost small" onClick={dismissEvictionNotice}>
          <Trans>Dismiss</Trans>
        </button>
      </div>
    </section>
  )
}
