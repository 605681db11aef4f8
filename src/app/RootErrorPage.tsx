import { Trans, useLingui } from '@lingui/react/macro'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { GENERIC_FAILURE } from '@/api/failure-lines'
import { Icon } from '@/ui/Icon'

/** Last line of defence: an unexpected render error never leaves a blank page. */
export function RootErrorPage({ error, reset }: ErrorComponentProps) {
  const { i18n } = useLingui()
  const chunkMissing =
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(
      error instanceof Error ? error.message : String(error),
    )
  return (
    <section className="page empty-state" role="alert">
      <Icon name="alert-triangle" />
      <h1>{i18n._(GENERIC_FAILURE)}</h1>
      {chunkMissing && (
        <p>
          <Trans>A new version of the app may have been deployed. Reload to continue.</Trans>
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="primary" onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </button>
        {!chunkMissing && (
          <button type="button" onClick={reset}>
            <Trans>Try again</Trans>
          </button>
        )}
      </div>
    </section>
  )
}
