import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import * as v from 'valibot'
import { session } from '@/api/session'
import { NotFoundPage } from '@/app/NotFoundPage'
import { AppNotices } from '@/app/offline/AppNotices'
import { RootErrorPage } from '@/app/RootErrorPage'
import { catalogsOf } from '@/app/route-facts'
import { loadCatalogs } from '@/i18n/catalogs'
import { currentLocale } from '@/i18n/i18n'
import { CARRIED_PARAM, carriedParam } from '@/lib/search-params'
import { ModalHost } from '@/ui/ModalHost'
import { GlobalSpinner } from '@/ui/Spinner'

export interface RouterContext {
  queryClient: QueryClient
}

/**
 * The whitelisted parameter is kept across a navigation when the target route has no query of
 * its own (docs/product.md §2 route guard).
 */
const carryWhitelistedParam = ({
  search,
  next,
}: {
  search: Record<string, unknown>
  next: (search: Record<string, unknown>) => Record<string, unknown>
}) => {
  const result = next(search)
  const carried = search[CARRIED_PARAM]
  const ownKeys = Object.keys(result).filter(
    (key) => key !== CARRIED_PARAM && result[key] !== undefined,
  )
  if (carried !== undefined && result[CARRIED_PARAM] === undefined && ownKeys.length === 0) {
    return { ...result, [CARRIED_PARAM]: carried }
  }
  return result
}

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: v.object({ [CARRIED_PARAM]: carriedParam }),
  search: { middlewares: [carryWhitelistedParam] },
  // The words of the screens about to show (their feature catalogs load on first use). Runs
  // for every navigation and preload; a catalog already in is not fetched again.
  beforeLoad: ({ matches }) =>
    loadCatalogs(
      currentLocale(),
      catalogsOf(
        matches.map((match) => match.staticData),
        session.isSignedIn(),
      ),
    ),
  component: Root,
  notFoundComponent: NotFoundPage,
  errorComponent: RootErrorPage,
})

function Root() {
  return (
    <>
      <Outlet />
      <ModalHost />
      <GlobalSpinner />
      <AppNotices />
    </>
  )
}
