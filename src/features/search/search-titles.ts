import { msg } from '@lingui/core/macro'
import { TITLE_QUOTE_MAX } from '@/config/limits'
import { cutAtWord } from '@/lib/text-cut'
import { resultMode, type SimilarSearchParams } from './search-page-params'

/** AdvancedSearch's own part of the document title (its route): its heading. */
export const ADVANCED_SEARCH_TITLE = msg`Advanced Search`

/**
 * SimilarVideo's own part of the document title (its route, which adds the page number): the
 * text searched for, else what the search starts from.
 */
export function similarVideoTitle(videoId: string | undefined, search: SimilarSearchParams) {
  const text = search.description?.trim() ? cutAtWord(search.description, TITLE_QUOTE_MAX) : ''
  if (text) return msg`Search results for “${text}”`
  if (videoId === undefined) return msg`Search results`
  return resultMode(videoId, search) === 'scenes' ? msg`Similar scenes` : msg`Similar videos`
}
