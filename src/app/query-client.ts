import { onlineManager, QueryClient } from '@tanstack/react-query'
import { isApiError } from '@/api/errors'

/** How long a cached answer may be kept (and persisted) before it is dropped. */
export const CACHE_MAX_AGE_MS = 1000 * 60 * 60 * 24 * 7

export function createQueryClient(): QueryClient {
  // The query client assumes a network until told otherwise: an offline start must not spend
  // its refetches' retries (and a spinner) on a network that is not there.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine)
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Cached data answers first, so a persisted page opens offline; an uncached query
        // offline fails at once instead of pausing forever (engineering: offline pitfalls).
        networkMode: 'offlineFirst',
        staleTime: 30_000,
        gcTime: CACHE_MAX_AGE_MS,
        retry: (failureCount, error) => {
          if (
            isApiError(error) &&
            (error.kind === 'session-ended' || error.kind === 'invalid-response')
          ) {
            return false
          }
          // Offline, a retry would pause until the network returns: fail now instead.
          if (isApiError(error) && error.kind === 'network' && !onlineManager.isOnline())
            return false
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false
          return failureCount < 2
        },
      },
      // Actions that need the server fail visibly offline; they are never queued silently.
      mutations: { networkMode: 'always', retry: false },
    },
  })
}
