import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen.ts'
import { PageSpinner } from './ui/Spinner'

/**
 * The app's router; `history` defaults to the browser's (tests and the pre-render pass a memory
 * history). `prerender`: the build renders a page for its static export (src/prerender-entry.tsx),
 * as a server does; that is what the browser then hydrates.
 */
export function createAppRouter(
  queryClient: QueryClient,
  history?: RouterHistory,
  { prerender = false }: { prerender?: boolean } = {},
) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    ...(prerender ? { isServer: true } : {}),
    defaultPreload: 'intent',
    // Query data has its own freshness; the router must not cache loader results twice.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageSpinner,
    defaultPendingMs: 300,
    // docs/product.md §2: every navigation scrolls smoothly to the top; Back restores the old place.
    // Not while pre-rendering: on a server the router would write an inline script for it.
    scrollRestoration: !prerender,
    scrollRestorationBehavior: 'smooth',
  })
}

type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
