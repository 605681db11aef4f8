import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AnyRouteMatch } from '@tanstack/react-router'
import { i18n } from '@/i18n/i18n'

/** The product's name: last in every title, the same in every language. */
const PRODUCT_NAME = 'Video Insight'

/** A part of a title: words to translate, a name shown as it is (a video's), or nothing. */
type TitlePart = MessageDescriptor | string | undefined

/**
 * A route's `head` (TanStack Router; `HeadContent` in routes/__root.tsx renders it): the
 * document's title, its most particular part first and the product's name last ("Sports Day
 * 2025 · Video Insight", WCAG 2.4.2), in the current language. `page` above 1 says which page
 * of a list. The router runs a head when it loads the page; the title's entry notes the
 * language it was read in (`lang`, which the router leaves out of the <title>), so the shell
 * asks for it again after a language switch (`titleLanguage`).
 */
export function pageHead(parts: readonly TitlePart[], page = 1) {
  const words = parts.flatMap((part) =>
    part === undefined || part === '' ? [] : [typeof part === 'string' ? part : i18n._(part)],
  )
  const own = words[0]
  if (own !== undefined && page > 1) words[0] = i18n._(msg`${own}, page ${page}`)
  const title = [...words, PRODUCT_NAME].reduceRight((rest, part) => i18n._(msg`${part} · ${rest}`))
  return { meta: [{ title, lang: i18n.locale }] }
}

/** The language the shown title was read in (its route's head, the deepest with a title). */
export function titleLanguage(matches: readonly AnyRouteMatch[]): string | undefined {
  for (const match of [...matches].reverse()) {
    const entry = match.meta?.find((item) => item?.title)
    if (entry) return entry.lang
  }
  return undefined
}

/** The root's title: the product's name, or the not-found page's. */
export const rootHead = (match: AnyRouteMatch) =>
  pageHead([match._notFound || match.status === 'notFound' ? msg`Page not found` : undefined])
