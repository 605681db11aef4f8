import { Fragment } from 'react'

/**
 * A text with some of its parts in `<mark>` (the words a search matched). `ranges` are
 * [start, end) offsets into `text`, sorted and apart; any outside the text are ignored.
 */
export function MarkedText({
  text,
  ranges,
}: {
  text: string
  ranges: readonly (readonly [number, number])[]
}) {
  if (ranges.length === 0) return text
  const parts = []
  let at = 0
  for (const [start, end] of ranges) {
    const from = Math.max(at, start)
    const to = Math.min(text.length, end)
    if (to <= from) continue
    if (from > at) parts.push(<Fragment key={`t${at}`}>{text.slice(at, from)}</Fragment>)
    parts.push(<mark key={`m${from}`}>{text.slice(from, to)}</mark>)
    at = to
  }
  if (at < text.length) parts.push(<Fragment key={`t${at}`}>{text.slice(at)}</Fragment>)
  return parts
}
