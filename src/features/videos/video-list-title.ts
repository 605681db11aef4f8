import { msg } from '@lingui/core/macro'
import { TITLE_QUOTE_MAX } from '@/config/limits'
import { cutAtWord } from '@/lib/text-cut'

/**
 * VideoList's own part of the document title (routes/_app/video/index.tsx): the library, or
 * the tag searched for in it (the route adds the page number).
 */
export function videoListTitle(searchValue: string | undefined) {
  const tags = searchValue?.trim() ? cutAtWord(searchValue, TITLE_QUOTE_MAX) : undefined
  return tags ? msg`Videos tagged “${tags}”` : msg`Videos`
}
