import { Trans } from '@lingui/react/macro'

/** Placeholder until its issue lands. */
export function ProfilePage() {
  return (
    <section className="page">
      <h1>
        <Trans>Profile</Trans>
      </h1>
    </section>
  )
}
