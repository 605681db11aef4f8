import * as v from 'valibot'
import {
  DESCRIPTION_MAX,
  FIRST_PAGE,
  K_DEFAULT,
  K_MAX,
  K_MIN,
  PAGE_MAX,
  SEARCH_METHOD_DEFAULT,
  SEARCH_METHODS,
  SEARCH_MODE_DEFAULT,
  SEARCH_MODES,
  SEARCH_SCOPE_DEFAULT,
  SEARCH_SCOPES,
} from '@/config/limits'
import { choiceParam, flagParam, intParam, optionalIndex, textParam } from '@/lib/search-params'

/** docs/product.md §3: a search looks for videos or for scenes. */
export type SearchMode = (typeof SEARCH_MODES)[number]

/**
 * AdvancedSearch's defaults: what a missing or bad value becomes (the schema's fallbacks) and
 * what the route leaves out of URLs (its `stripSearchParams`), so shared links stay short.
 */
export const SEARCH_DEFAULTS = {
  mode: SEARCH_MODE_DEFAULT,
  searchScope: SEARCH_SCOPE_DEFAULT,
  kValue: K_DEFAULT,
  searchMethod: SEARCH_METHOD_DEFAULT,
} as const

/**
 * AdvancedSearch's query (docs/product.md §2 route table).
 * - `video`: true when the search starts from the video in the path (similar search; the
 *   server then leaves the source out), the same meaning as the API's `video` parameter.
 * - `mode`: the Videos or Scenes tab of a search that does not start from a video
 *   (docs/product.md §2). A `sceneIndex` (with a video in the path) means scenes whatever
 *   `mode` says.
 */
export const advancedSearchSchema = v.object({
  video: flagParam,
  mode: choiceParam(SEARCH_MODES, SEARCH_DEFAULTS.mode),
  sceneIndex: optionalIndex,
  searchScope: choiceParam(SEARCH_SCOPES, SEARCH_DEFAULTS.searchScope),
  kValue: intParam(K_MIN, K_MAX, SEARCH_DEFAULTS.kValue),
  description: textParam(DESCRIPTION_MAX),
  searchMethod: choiceParam(SEARCH_METHODS, SEARCH_DEFAULTS.searchMethod),
})

/** SimilarVideo's defaults: AdvancedSearch's and the first page of results. */
export const SIMILAR_DEFAULTS = { ...SEARCH_DEFAULTS, page: FIRST_PAGE } as const

/** SimilarVideo's query: the same, plus the page of results. */
export const similarSearchSchema = v.object({
  ...advancedSearchSchema.entries,
  page: intParam(FIRST_PAGE, PAGE_MAX, SIMILAR_DEFAULTS.page),
})

export type AdvancedSearchParams = v.InferOutput<typeof advancedSearchSchema>
export type SimilarSearchParams = v.InferOutput<typeof similarSearchSchema>

/** A scene index points at a scene (mode scenes) only together with a video. */
export function resultMode(
  videoId: string | undefined,
  params: Pick<AdvancedSearchParams, 'mode' | 'sceneIndex'>,
): SearchMode {
  return videoId !== undefined && params.sceneIndex !== undefined ? 'scenes' : params.mode
}
