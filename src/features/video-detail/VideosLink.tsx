import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

/** The way out of a detail page that cannot show: the library. */
export function VideosLink() {
  return (
    <Link to="/video" className="button primary">
      <Trans>Go to Videos</Trans>
    </Link>
  )
}
