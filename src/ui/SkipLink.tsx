import { Trans } from '@lingui/react/macro'

/** The first Tab stop of every layout: jumps past the header to the page's `<main id="main">`. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      <Trans>Skip to content</Trans>
    </a>
  )
}
