import * as v from 'valibot'
import { intParam, PAGE_MAX, SEARCH_VALUE_MAX, textParam } from '../../lib/search-params'

/** VideoList's query: page and the tag search text (spec §2). */
export const videoListSchema = v.object({
  page: intParam(1, PAGE_MAX, 1),
  searchValue: textParam(SEARCH_VALUE_MAX),
})
