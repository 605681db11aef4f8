import { queryOptions, skipToken } from '@tanstack/react-query'
import type { SimilarRequest } from '@/api/similar'
import { currentOwner, settleFeed } from './feed'
import { fromSimilarRequest } from './from-similar-request'
import { client, LOCAL, localSearchKeys } from './query-keys'

/** The page of results a search URL stands for, found in the saved library on this device. */
export function localResultsQuery(request: SimilarRequest | undefined) {
  const owner = currentOwner()
  return queryOptions({
    queryKey: localSearchKeys.results(owner, request),
    queryFn:
      request && owner
        ? async () => {
            await settleFeed()
            return (await client()).localSearch().search(owner, fromSimilarRequest(request))
          }
        : skipToken,
    ...LOCAL,
  })
}
