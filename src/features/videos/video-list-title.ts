import { msg } from '@lingui/core/macro'
import { TITLE_QUOTE_MAX } from '@/config/limits'
import { quoteAtWord } from '@/lib/quote-at-word'

/**
 * VideoList's own part of the document title (routes/_app/video/index.tsx): the library, or
 * the tag searched for in it (the route adds the page number). A long tag's cut loads the word
 * cut first (lib/quote-at-word.ts): the route's head awaits it.
 */
export async function videoListTitle(searchValue: string | undefined) {
  const tags = searchValue?.trim() ? await quoteAtWord(searchValue, TITLE_QUOTE_MAX) : undefined
  return tags ? msg`Videos tagged “${tags}”` : msg`Videos`
}
