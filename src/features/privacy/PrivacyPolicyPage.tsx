import { Trans } from '@lingui/react/macro'

/** Placeholder until its content lands. */
export function PrivacyPolicyPage() {
  return (
    <main className="page">
      <h1>
        <Trans>Video Insight</Trans>
      </h1>
    </main>
  )
}
