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
    // docs/product.md §2: every navigation scrolls smoothly to the top (the router does that by
    // itself); Back restores the old place: app/scroll-positions.ts, not the router's own
    // `scrollRestoration`, which keeps an entry for every page left for the life of the tab.
    scrollRestoration: false,
    scrollRestorationBehavior: 'smooth',
  })
}

type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
