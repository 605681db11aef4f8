import { queryOptions, skipToken } from '@tanstack/react-query'
import { TAG_SUGGESTIONS_MAX } from '@/config/limits'
import { currentOwner, settleFeed } from './feed'
import { client, LOCAL, localSearchKeys } from './query-keys'

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
