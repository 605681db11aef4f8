import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { isApiError } from '@/api/errors'
import { localResultsQuery } from '@/api/local-search/queries'
import { type SimilarRequest, similarSearchQuery } from '@/api/similar'
import { useLoadState, useRouteQuery } from '@/api/use-route-query'
import { useOnline } from '@/ui/use-online'

/** Where a page of results came from: the server, or the library saved on this device. */
type ResultsSource = 'server' | 'device'

/** A failed search shows its own state (docs/product.md §8), never the results it replaced. */
const REPLACE_ON_ERROR = { keepDataOnError: false }

/**
 * The results a search URL stands for (docs/decisions.md "Local search"). Online they are the server's; offline, or
 * when the server cannot be reached at all, they come from the saved library on this device,
 * for the same URL, in the same shape. Back online the same URL asks the server again.
 */
export function useSearchResults(request: SimilarRequest | undefined) {
  const online = useOnline()
  // The route's loader started the server call.
  const server = useRouteQuery(
    { ...similarSearchQuery(request), enabled: online },
    REPLACE_ON_ERROR,
  )
  const unreachable =
    online &&
    server.query.isError &&
    isApiError(server.query.error) &&
    server.query.error.kind === 'network'
  const onDevice = !online || unreachable
  const device = useQuery({
    ...localResultsQuery(request),
    enabled: onDevice,
    placeholderData: keepPreviousData,
  })
  const deviceState = useLoadState(device, REPLACE_ON_ERROR)
  const source: ResultsSource = onDevice ? 'device' : 'server'
  return {
    results: onDevice ? device : server.query,
    state: onDevice ? deviceState : server.state,
    source,
    unreachable,
    /** How many videos this device searched (its index holds the most recent, up to a cap). */
    searchedVideos: onDevice ? device.data?.searchedVideos : undefined,
  }
}
