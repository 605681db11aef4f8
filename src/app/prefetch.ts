import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * A route loader's data step: starts fetching a page's query through the same `queryOptions`
 * its component reads, so hovering a link (intent preload) fetches the data as well as the
 * code, and entering a page starts its call before the page renders. It never throws (the
 * page's own load states show errors) and never makes the navigation wait:
 * - data in the cache (restored from the device, or fresh) paints at once;
 * - offline, the page shows its own offline state at once;
 * - the next page of a list keeps the current one on screen, dimmed, while it loads;
 * - a page with nothing cached shows its own loading state, as it always did.
 * (Awaiting the fetch would move the wait into the router's pending spinner, away from the
 * page's own states; docs/architecture.md.)
 * Pages read these queries through `useRouteQuery` (api/use-route-query.ts), which does not
 * try again on mount a load the loader already tried, so a failure shows once.
 */
export function prefetch<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
): void {
  void queryClient.prefetchQuery(options)
}
