import { useLingui } from '@lingui/react'
import type { QueryClient } from '@tanstack/react-query'
import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  useRouterState,
} from '@tanstack/react-router'
import * as v from 'valibot'
import { session } from '@/api/session'
import { NotFoundPage } from '@/app/NotFoundPage'
import { AppNotices } from '@/app/offline/AppNotices'
import { rootHead, titleLanguage } from '@/app/page-title'
import { RootErrorPage } from '@/app/RootErrorPage'
import { catalogsOf } from '@/app/route-facts'
import { loadCatalogs } from '@/i18n/catalogs'
import { currentLocale } from '@/i18n/i18n'
import { CARRIED_PARAM, carriedParam } from '@/lib/search-params'
import { ModalHost } from '@/ui/ModalHost'
import { GlobalSpinner } from '@/ui/Spinner'
import { useRefreshHead } from '@/ui/use-refresh-head'

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
  // The product's name (or the not-found page's): every page's own head puts its title before it.
  head: ({ match }) => rootHead(match),
  component: Root,
  notFoundComponent: NotFoundPage,
  errorComponent: RootErrorPage,
})

function Root() {
  // The titles follow a language switch: the heads run again in the new language.
  const { i18n } = useLingui()
  const titleIn = useRouterState({ select: (state) => titleLanguage(state.matches) })
  useRefreshHead(titleIn, i18n.locale)
  return (
    <>
      {/* The page's <title>: React puts it into <head> (build/prerender-plugin.ts does so too). */}
      <HeadContent />
      <Outlet />
      <ModalHost />
      <GlobalSpinner />
      <AppNotices />
    </>
  )
}
