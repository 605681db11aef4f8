import { Trans } from '@lingui/react/macro'

/** Placeholder until its issue lands. */
export function AdvancedSearchPage() {
  return (
    <section className="page">
      <h1>
        <Trans>Advanced Search</Trans>
      </h1>
    </section>
  )
}
