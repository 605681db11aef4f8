import type { UseQueryResult } from '@tanstack/react-query'
import type { LoadState } from '@/lib/load-state'
import { endedSession, isApiError } from './errors'

/**
 * The load state of a page's query. Data wins over a failed reload unless `keepDataOnError`
 * is false (search results: a failed call replaces what was shown). Without data, a session
 * that ended shows nothing, a missing network (or the browser saying it is offline) is
 * "offline", and any other failure is an error.
 */
export function loadState<T>(
  query: UseQueryResult<T>,
  online: boolean,
  { keepDataOnError = true }: { keepDataOnError?: boolean } = {},
): LoadState<T> {
  const { data, error } = query
  const retry = () => void query.refetch()
  if (data !== undefined && (keepDataOnError || !query.isError)) return { step: 'ready', data }
  if (query.isError) {
    if (endedSession(error)) return { step: 'ended' }
    if ((isApiError(error) && error.kind === 'network') || !online)
      return { step: 'offline', retry }
    return { step: 'error', error, retry }
  }
  // offlineFirst: a first load that could not reach the network waits ("paused") for one.
  if (query.fetchStatus === 'paused') return { step: 'offline', retry }
  return { step: 'loading' }
}
