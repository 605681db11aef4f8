import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { isApiError } from '@/api/errors'
import { localResultsQuery } from '@/api/local-search/queries'
import { type SimilarRequest, similarSearchQuery } from '@/api/similar'
import { useOnline } from '@/ui/use-online'

/** Where a page of results came from: the server, or the library saved on this device. */
type ResultsSource = 'server' | 'device'

/**
 * The results a search URL stands for (docs/decisions.md "Local search"). Online they are the server's; offline, or
 * when the server cannot be reached at all, they come from the saved library on this device,
 * for the same URL, in the same shape. Back online the same URL asks the server again.
 */
export function useSearchResults(request: SimilarRequest | undefined) {
  const online = useOnline()
  // The route's loader started the server call; a failure it met is shown, not tried again.
  const server = useQuery({ ...similarSearchQuery(request), enabled: online, retryOnMount: false })
  const unreachable =
    online && server.isError && isApiError(server.error) && server.error.kind === 'network'
  const onDevice = !online || unreachable
  const device = useQuery({
    ...localResultsQuery(request),
    enabled: onDevice,
    placeholderData: keepPreviousData,
  })
  const source: ResultsSource = onDevice ? 'device' : 'server'
  return { results: onDevice ? device : server, source, unreachable }
}
