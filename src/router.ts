import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import { PageSpinner } from './ui/spinner'

/** The app's router; `history` defaults to the browser's (tests pass a memory history). */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    // Query data has its own freshness; the router must not cache loader results twice.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageSpinner,
    defaultPendingMs: 300,
    // docs/product.md §2: every navigation scrolls smoothly to the top; Back restores the old place.
    scrollRestoration: true,
    scrollRestorationBehavior: 'smooth',
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
