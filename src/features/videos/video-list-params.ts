import * as v from 'valibot'
import { FIRST_PAGE, PAGE_MAX, TAG_SEARCH_MAX } from '@/config/limits'
import { intParam, textParam } from '@/lib/search-params'

/** VideoList's defaults: the schema's fallback and what the route leaves out of URLs. */
export const VIDEO_LIST_DEFAULTS = { page: FIRST_PAGE } as const

/** VideoList's query: page and the tag search text (docs/product.md §2). */
export const videoListSchema = v.object({
  page: intParam(FIRST_PAGE, PAGE_MAX, VIDEO_LIST_DEFAULTS.page),
  searchValue: textParam(TAG_SEARCH_MAX),
})
