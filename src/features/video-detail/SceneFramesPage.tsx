import { Trans } from '@lingui/react/macro'

/** Placeholder until its issue lands. */
export function SceneFramesPage() {
  return (
    <section className="page">
      <h1>
        <Trans>Frame images</Trans>
      </h1>
    </section>
  )
}
