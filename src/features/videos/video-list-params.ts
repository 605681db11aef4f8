import * as v from 'valibot'
import { FIRST_PAGE, PAGE_MAX, TAG_SEARCH_MAX } from '@/config/limits'
import { intParam, textParam } from '@/lib/search-params'

/** VideoList's defaults: the schema's fallback and what the route leaves out of URLs. */
export const VIDEO_LIST_DEFAULTS = { page: FIRST_PAGE, kept: false } as const

/**
 * VideoList's query: page, the tag search text, and `kept` (only the videos kept on this
 * device; anything but true/"true" reads as off) (docs/product.md §2).
 */
export const videoListSchema = v.object({
  page: intParam(FIRST_PAGE, PAGE_MAX, VIDEO_LIST_DEFAULTS.page),
  searchValue: textParam(TAG_SEARCH_MAX),
  kept: v.fallback(
    v.optional(
      v.pipe(
        v.union([v.boolean(), v.picklist(['true', 'false'])]),
        v.transform((value) => value === true || value === 'true'),
      ),
      VIDEO_LIST_DEFAULTS.kept,
    ),
    VIDEO_LIST_DEFAULTS.kept,
  ),
})
