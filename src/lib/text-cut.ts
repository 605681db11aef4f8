import { characterEnds, cutPlaces } from './word-bounds'

const ELLIPSIS = '…'

const length = (text: string) => Array.from(text).length

/**
 * Where to cut a text so that what comes before holds at most `max` characters (code points,
 * white space at the cut left out): the last place between phrases that leaves that much
 * (word-bounds.ts: between words, in Japanese between phrases), or, when the first word alone
 * is longer, after the last whole character (an emoji with its modifiers stays whole) that
 * fits. The text's length when it fits whole.
 */
export function cutPlace(text: string, max: number): number {
  if (length(text) <= max) return text.length
  let best = 0
  for (const at of cutPlaces(text)) {
    const head = text.slice(0, at).trimEnd()
    if (length(head) > max) break
    if (head.trim()) best = at
  }
  if (best > 0) return best
  let fits = 0
  let count = 0
  for (const end of characterEnds(text)) {
    count += length(text.slice(fits, end))
    if (count > max) break
    fits = end
  }
  return fits
}

/**
 * A text cut in two at `cutPlace`: the head (at most `max` characters) and the rest, each
 * without the white space at the cut; the rest is empty when the text fits whole.
 */
export function splitAtWord(text: string, max: number): { head: string; rest: string } {
  const at = cutPlace(text, max)
  return { head: text.slice(0, at).trimEnd(), rest: text.slice(at).trimStart() }
}

/**
 * The first words of a text, at most `max` characters (code points) with "…" added when it was
 * cut: a chapter title, a timeline tip. Cut between words (between phrases in Japanese), never
 * inside one, unless the first word alone is longer than `max`. White space is folded to single
 * spaces.
 */
export function cutAtWord(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (length(flat) <= max) return flat
  // The ellipsis takes one.
  const { head } = splitAtWord(flat, max - 1)
  return head.replace(/[\s,.;:、。，．・]+$/u, '') + ELLIPSIS
}
