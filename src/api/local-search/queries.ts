import { queryOptions, skipToken } from '@tanstack/react-query'
import type { SimilarRequest } from '@/api/similar'
import { TAG_SUGGESTIONS_MAX } from '@/config/limits'
import { currentOwner, settleFeed } from './feed'
import { fromSimilarRequest } from './from-similar-request'

/**
 * Questions to the index as query options, for screens on either side of the network: the
 * results of a search URL from this device (offline Advanced Search) and tag suggestions.
 * Each first posts whatever saved pages are still queued, so the answer covers all of them.
 * Never persisted (they are answers of this device) and dropped with the session's queries.
 */

const client = () => import('./client')

const localSearchKeys = {
  all: ['local-search'] as const,
  results: (owner: string | undefined, request: SimilarRequest | undefined) =>
    [...localSearchKeys.all, 'results', owner ?? '', request ?? {}] as const,
  tags: (owner: string | undefined, typed: string) =>
    [...localSearchKeys.all, 'tags', owner ?? '', typed] as const,
}

const LOCAL = { networkMode: 'always', retry: false, staleTime: 0 } as const

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

/** Tags of the saved library matching what was typed, best first (all tags for ''). */
export function tagSuggestionsQuery(typed: string, limit = TAG_SUGGESTIONS_MAX) {
  const owner = currentOwner()
  const text = typed.trim()
  return queryOptions({
    queryKey: localSearchKeys.tags(owner, text),
    queryFn: owner
      ? async () => {
          await settleFeed()
          return (await client()).localSearch().suggestTags(owner, text, limit)
        }
      : skipToken,
    ...LOCAL,
  })
}
