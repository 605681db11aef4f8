import { Trans } from '@lingui/react/macro'

/** Placeholder until its issue lands. */
export function SimilarResultsPage() {
  return (
    <section className="page">
      <h1>
        <Trans>Similar results</Trans>
      </h1>
    </section>
  )
}
