import { Trans } from '@lingui/react/macro'

/** Placeholder until its issue lands. */
export function VideoDetailPage() {
  return (
    <section className="page">
      <h1>
        <Trans>Video</Trans>
      </h1>
    </section>
  )
}
