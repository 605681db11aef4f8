import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Icon } from '../../ui/Icon'

/** An uncached page without a network (engineering: offline pitfalls): say so, offer a way out. */
export function NotAvailableOffline({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="page empty-state" aria-labelledby="not-offline-heading">
      <Icon name="wifi-off" />
      <h1 id="not-offline-heading">
        <Trans>Not available offline</Trans>
      </h1>
      <p>
        <Trans>
          This video has not been opened on this device before, so it cannot be shown without a
          connection.
        </Trans>
      </p>
      <div className="form-actions">
        <Link to="/video" className="button primary">
          <Icon name="arrow-left" />
          <Trans>Back to Videos</Trans>
        </Link>
        <button type="button" onClick={onRetry}>
          <Icon name="refresh" />
          <Trans>Try again</Trans>
        </button>
      </div>
    </section>
  )
}
