const ELLIPSIS = '…'

/** Word boundaries where the runtime knows them (Japanese has no spaces: a dictionary finds them). */
const words =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'word' })
    : undefined

/**
 * The first words of a text, at most `max` characters (code points) with "…" added when it was
 * cut: a chapter title, a timeline tip. Cut between words (Japanese too, where the runtime can
 * find its words), never inside one, unless the first word alone is longer than `max`. White
 * space is folded to single spaces.
 */
export function cutAtWord(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  const chars = Array.from(flat)
  if (chars.length <= max) return flat
  const room = max - 1 // the ellipsis takes one
  let kept = ''
  if (words) {
    let length = 0
    for (const { segment } of words.segment(flat)) {
      const size = Array.from(segment).length
      if (length + size > room) break
      kept += segment
      length += size
    }
  } else {
    const head = chars.slice(0, room + 1).join('')
    const space = head.lastIndexOf(' ')
    kept = space > 0 ? head.slice(0, space) : ''
  }
  // No whole word fits: cut the first one.
  if (!kept.trim()) kept = chars.slice(0, room).join('')
  return kept.replace(/[\s,.;:、。，．・]+$/u, '') + ELLIPSIS
}
