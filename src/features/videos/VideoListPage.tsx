import { Trans } from '@lingui/react/macro'

/** Placeholder until its issue lands. */
export function VideoListPage() {
  return (
    <section className="page">
      <h1>
        <Trans>Videos</Trans>
      </h1>
    </section>
  )
}
