import { I18nProvider } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useEffect } from 'react'
import { type ApiBaseProblem, apiBaseProblem } from '@/config/api-base'
import { useConfig } from '@/config/runtime'
import { i18n } from '@/i18n/i18n'
import { LanguageSwitcher } from '@/i18n/LanguageSwitcher'
import { Icon } from '@/ui/Icon'

/**
 * Shown instead of the app when its API base cannot be the intended server (fail closed,
 * docs/decisions.md): nothing is sent, and both the user and whoever runs the site learn why.
 */
export function UnconfiguredPage({ problem }: { problem: ApiBaseProblem }) {
  return (
    <I18nProvider i18n={i18n}>
      <Unconfigured problem={problem} />
    </I18nProvider>
  )
}

function Unconfigured({ problem }: { problem: ApiBaseProblem }) {
  const { apiBase } = useConfig()
  // A kept config.json shown first may be replaced by a corrected one from the network.
  useEffect(() => {
    if (!apiBaseProblem(apiBase, new URL(window.location.href))) window.location.reload()
  }, [apiBase])
  return (
    <main className="page empty-state" role="alert">
      <Icon name="alert-triangle" />
      <h1>
        <Trans>This app is not set up to reach its server</Trans>
      </h1>
      <p>
        {problem === 'loopback' ? (
          <Trans>
            Its server address, {apiBase}, points to your own computer, so nothing was sent.
          </Trans>
        ) : problem === 'insecure' ? (
          <Trans>
            Its server address, {apiBase}, is not secure (http) while this page is (https): your
            browser would block every call, so nothing was sent.
          </Trans>
        ) : (
          <Trans>Its server address, “{apiBase}”, is not a web address, so nothing was sent.</Trans>
        )}
      </p>
      <p className="muted">
        <Trans>
          If you use this app, please tell the person who runs it. If you run it, set apiBase in
          config.json, next to index.html, to your API's https address, then reload.
        </Trans>
      </p>
      <div className="form-actions">
        <button type="button" className="primary" onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </button>
      </div>
      <LanguageSwitcher />
    </main>
  )
}
