import { markedParts, type TextQuery, type TextRange } from '@/api/local-search/text-match'
import { splitSceneDescription } from './search-query'

/** A text to show and the parts of it to mark. */
export interface Marked {
  text: string
  ranges: TextRange[]
}

const none = (text: string): Marked => ({ text, ranges: [] })

/** The words of `query` found in `text`, whole (none without a query). */
export const marked = (text: string, query: TextQuery | undefined): Marked =>
  query ? { text, ranges: markedParts(text, query) } : none(text)

/** The ranges inside [from, to) of the whole, moved to a part that starts at `from` - `shift`. */
const within = (ranges: readonly TextRange[], from: number, to: number, shift: number) =>
  ranges
    .filter(([start, end]) => end > from && start < to)
    .map(
      ([start, end]): TextRange => [
        Math.max(start, from) - from + shift,
        Math.min(end, to) - from + shift,
      ],
    )

/**
 * A scene result's title and body (the description cut between words at 60 characters,
 * docs/product.md §2), with the matched words marked in the whole description first: a mark
 * over several words, or a first word too long for the title, is marked on both sides of the cut.
 */
export function markedSceneDescription(
  description: string,
  query: TextQuery | undefined,
): { title: Marked; body: Marked } {
  const { title, body } = splitSceneDescription(description)
  if (!query) return { title: none(title), body: none(body) }
  const whole = description.trim()
  const ranges = markedParts(whole, query)
  const titleEnd = title.endsWith('…') && body ? title.length - 1 : title.length
  const rest = whole.slice(titleEnd)
  const bodyStart = whole.length - rest.trimStart().length
  return {
    title: { text: title, ranges: within(ranges, 0, titleEnd, 0) },
    // The body starts with "…" where the description was cut.
    body: { text: body, ranges: body ? within(ranges, bodyStart, whole.length, 1) : [] },
  }
}
