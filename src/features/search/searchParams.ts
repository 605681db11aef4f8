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

/** AdvancedSearch's query (spec §2 route table). */
export const advancedSearchSchema = v.object({
  video: flagParam,
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
} as const
export const SIMILAR_DEFAULTS = { ...SEARCH_DEFAULTS, page: 1 } as const
