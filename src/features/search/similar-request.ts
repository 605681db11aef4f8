import type { SimilarRequest } from '@/api/similar'
import { resultMode, type SimilarSearchParams } from './search-page-params'

// Apart from search-query.ts: the results route's loader reads it, and the route is in the
// entry, while search-query.ts brings the word cut (text-cut.ts) for the scene cards.

/**
 * The API call a results URL stands for (docs/product.md §7), or undefined when there is nothing to
 * search for. With a video in the path the search is a similar search: the server leaves the
 * source video (or scene) out.
 */
export function similarRequest(
  videoId: string | undefined,
  search: SimilarSearchParams,
): SimilarRequest | undefined {
  const description = search.description?.trim()
  if (!description) return undefined
  const mode = resultMode(videoId, search)
  const scenes = mode === 'scenes'
  return {
    endpoint: scenes ? 'find-similar-scenes' : 'find-similar-videos',
    query: {
      page: search.page,
      description,
      kValue: search.kValue,
      searchMethod: search.searchMethod,
      video: videoId !== undefined,
      videoId,
      sceneIndex: scenes && videoId ? search.sceneIndex : undefined,
      searchScope: scenes ? (videoId ? search.searchScope : 'all') : undefined,
    },
  }
}
