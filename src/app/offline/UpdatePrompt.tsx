import { Trans } from '@lingui/react/macro'
import { AppNotice } from './AppNotice'
import { acceptUpdate, dismissUpdate, useUpdateState } from './service-worker'

/**
 * "A new version is available": shown when a new worker waits for this tab, when another tab
 * already switched to the new version, or when a chunk of this version is gone. Reload switches
 * (service-worker.ts); Later hides it until something new happens.
 */
export function UpdatePrompt() {
  const { waiting, updatedElsewhere, chunkMissing, switching } = useUpdateState()
  if (!waiting && !updatedElsewhere && !chunkMissing) return null
  return (
    <AppNotice
      kind="update"
      icon="sparkles"
      title={<Trans>A new version is available.</Trans>}
      actions={
        <>
          <button
            type="button"
            className="primary small"
            aria-disabled={switching || undefined}
            onClick={switching ? undefined : acceptUpdate}
          >
            <Trans>Reload</Trans>
          </button>
          {!switching && (
            <button type="button" className="ghost small" onClick={dismissUpdate}>
              <Trans>Later</Trans>
            </button>
          )}
        </>
      }
    >
      {switching ? (
        <span role="status">
          <Trans>Switching to the new version…</Trans>
        </span>
      ) : (
        <Trans>Reload to use it. Finish what you are typing first: reloading clears it.</Trans>
      )}
    </AppNotice>
  )
}
