import { queryOptions, skipToken } from '@tanstack/react-query'
import { TAG_SUGGESTIONS_MAX } from '../../config/limits'
import { currentOwner, settleFeed } from './feed'

/**
 * Questions to the index as query options, for screens on either side of the network: tag
 * suggestions.
 * Each first posts whatever saved pages are still queued, so the answer covers all of them.
 * Never persisted (they are answers of this device) and dropped with the session's queries.
 */

const client = () => import('./client')

export const localSearchKeys = {
  all: ['local-search'] as const,
  tags: (owner: string | undefined, typed: string) =>
    [...localSearchKeys.all, 'tags', owner ?? '', typed] as const,
}

const LOCAL = { networkMode: 'always', retry: false, staleTime: 0 } as const

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
