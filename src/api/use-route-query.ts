import {
  onlineManager,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
} from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import type { LoadState } from '@/lib/load-state'
import { loadState } from './query-load-state'

interface LoadOptions {
  /** False where a failed call must replace what was shown (search results). */
  keepDataOnError?: boolean
}

/**
 * The query of a page whose route loader started it (docs/architecture.md, Data through the
 * router), and its load state for `ui/LoadStates`. What every such page shares is here:
 * - the loader already tried this load, so mounting the page does not try a failure again
 *   (`retryOnMount: false`): a failure shows once, the page's Try again asks anew;
 * - the load state: loading, offline, ended (the session ended, the page shows nothing while Login
 *   opens), error, ready.
 * The page keeps what is its own: its options (polling, the previous page kept while the next
 * loads) and its view of each load state.
 */
export function useRouteQuery<TQueryFnData, TData = TQueryFnData, TKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, Error, TData, TKey>,
  load?: LoadOptions,
): { query: UseQueryResult<TData>; state: LoadState<TData> } {
  const query = useQuery({ ...options, retryOnMount: false })
  return { query, state: useLoadState(query, load) }
}

/** The load state of a query no loader starts (results searched on this device), read the same way. */
export function useLoadState<T>(query: UseQueryResult<T>, load: LoadOptions = {}): LoadState<T> {
  return loadState(query, useQueryOnline(), load)
}

/**
 * Whether there is a network, as the query client sees it: the flag that pauses its queries,
 * seeded from the browser at start (app/query-client.ts) and moved by the same online and
 * offline events as `ui/use-online.ts`.
 */
function useQueryOnline(): boolean {
  return useSyncExternalStore(
    onlineManager.subscribe,
    () => onlineManager.isOnline(),
    () => true,
  )
}
