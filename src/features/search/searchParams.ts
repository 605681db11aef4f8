import * as v from 'valibot'
import {
  choiceParam,
  DESCRIPTION_MAX,
  flagParam,
  intParam,
  K_DEFAULT,
  K_MAX,
  K_MIN,
  optionalIndex,
  PAGE_MAX,
  SEARCH_METHODS,
  SEARCH_SCOPES,
  textParam,
} from '../../lib/search-params'

/** Spec §3: a search looks for videos or for scenes. */
export const SEARCH_MODES = ['videos', 'scenes'] as const
export type SearchMode = (typeof SEARCH_MODES)[number]

/**
 * AdvancedSearch's query (spec §2 route table).
 * - `video`: true when the search starts from the video in the path (similar search; the
 *   server then leaves the source out), the same meaning as the API's `video` parameter.
 * - `mode`: the Videos or Scenes tab of a search that does not start from a video; the spec
 *   lists the mode among the search parameters but gives it no URL name. A `sceneIndex`
 *   (with a video in the path) means scenes whatever `mode` says.
 */
export const advancedSearchSchema = v.object({
  video: flagParam,
  mode: choiceParam(SEARCH_MODES, 'videos'),
  sceneIndex: optionalIndex,
  searchScope: choiceParam(SEARCH_SCOPES, 'all'),
  kValue: intParam(K_MIN, K_MAX, K_DEFAULT),
  description: textParam(DESCRIPTION_MAX),
  searchMethod: choiceParam(SEARCH_METHODS, 'hybrid'),
})

/** SimilarVideo's query: the same, plus the page of results. */
export const similarSearchSchema = v.object({
  ...advancedSearchSchema.entries,
  page: intParam(1, PAGE_MAX, 1),
})

export type AdvancedSearchParams = v.InferOutput<typeof advancedSearchSchema>
export type SimilarSearchParams = v.InferOutput<typeof similarSearchSchema>

/** Defaults are left out of URLs so shared links stay short. */
export const SEARCH_DEFAULTS = {
  kValue: K_DEFAULT,
  searchMethod: 'hybrid',
  searchScope: 'all',
  mode: 'videos',
} as const
export const SIMILAR_DEFAULTS = { ...SEARCH_DEFAULTS, page: 1 } as const
