import type { QueryClient } from '@tanstack/react-query'
import { createBrowserHistory, createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen.ts'
import { PageSpinner } from './ui/Spinner'

/**
 * Runs `run` once the next frame has painted; at once in a hidden tab (it paints no frames),
 * and after 100 ms at the latest.
 */
function afterNextPaint(run: () => void) {
  if (document.visibilityState !== 'visible') return run()
  let ran = false
  const once = () => {
    if (!ran) run()
    ran = true
  }
  requestAnimationFrame(() => setTimeout(once))
  setTimeout(once, 100)
}

/**
 * The browser's history, each change of address rendered after the next paint: a click, a key
 * or Back paints first and the new route renders in the tasks after it, so the interaction
 * answers within a frame instead of after the whole route's render (issue 42: opening a card
 * took 700-1,000 ms to its next paint on a phone slowed 4x). What that first frame shows, on
 * a move to another page (not a replaced address: a scene, a find), is the thin bar at the top
 * (`html[data-navigating]`, layout.css) until the new route has rendered.
 */
function historyPaintingFirst(moved: () => void): RouterHistory {
  const history = createBrowserHistory()
  const subscribe = history.subscribe
  const root = document.documentElement
  history.subscribe = (listener) =>
    subscribe((change) => {
      // The router's own idea of the address follows at once: a navigation built before the
      // render (a scene chosen, then Find's address) starts from the new address, not the old.
      moved()
      const moving = change.action.type !== 'REPLACE'
      if (moving) root.setAttribute('data-navigating', '')
      afterNextPaint(() => {
        const loaded: unknown = listener(change)
        if (moving)
          void Promise.resolve(loaded).finally(() => root.removeAttribute('data-navigating'))
      })
    })
  return history
}

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
  const router = createRouter({
    routeTree,
    history:
      history ??
      (prerender
        ? undefined
        : historyPaintingFirst(() => {
            router.updateLatestLocation()
          })),
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
  return router
}

type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
