import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Icon } from '@/ui/Icon'

/** docs/product.md §2: the 404 page. */
export function NotFoundPage() {
  return (
    <section className="page empty-state">
      <Icon name="search" />
      <h1>
        <Trans>Something's missing</Trans>
      </h1>
      <p>
        <Trans>Sorry, we can't find that page.</Trans>
      </p>
      <Link to="/video" className="button primary">
        <Trans>Go to Videos</Trans>
      </Link>
    </section>
  )
}
