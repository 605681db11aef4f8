import { msg } from '@lingui/core/macro'
import { TITLE_QUOTE_MAX } from '@/config/limits'
import { quoteAtWord } from '@/lib/quote-at-word'
import { resultMode, type SimilarSearchParams } from './search-page-params'

/** AdvancedSearch's own part of the document title (its route): its heading. */
export const ADVANCED_SEARCH_TITLE = msg`Advanced Search`

/**
 * SimilarVideo's own part of the document title (its route, which adds the page number): the
 * text searched for, else what the search starts from. A long text's cut loads the word cut
 * first (lib/quote-at-word.ts): the route's head awaits it.
 */
export async function similarVideoTitle(videoId: string | undefined, search: SimilarSearchParams) {
  const text = search.description?.trim()
    ? await quoteAtWord(search.description, TITLE_QUOTE_MAX)
    : ''
  if (text) return msg`Search results for “${text}”`
  if (videoId === undefined) return msg`Search results`
  return resultMode(videoId, search) === 'scenes' ? msg`Similar scenes` : msg`Similar videos`
}
