import { characterEnds, cutPlaces } from './word-bounds'

const ELLIPSIS = '…'

const length = (text: string) => Array.from(text).length

/**
 * Characters read past the last one a cut may leave, so the segmenter sees the word that
 * follows whole (a dictionary decides a boundary with what comes after it).
 */
const LOOK_AHEAD = 24

/**
 * The start of a long text that can hold its cut: `max` characters, the white space after them
 * and a few more. Finding the words of the whole text cost a detail page with long scene
 * descriptions about 5 ms a cut (a Japanese text's words come from a dictionary), 200 ms a render.
 */
function reach(text: string, max: number): string {
  let count = 0
  let end = 0
  let ahead = 0
  for (const char of text) {
    if (count >= max && !/\s/u.test(char) && ++ahead > LOOK_AHEAD) break
    count += 1
    end += char.length
  }
  return text.slice(0, end)
}

/**
 * Where to cut a text so that what comes before holds at most `max` characters (code points,
 * white space at the cut left out): the last place between phrases that leaves that much
 * (word-bounds.ts: between words, in Japanese between phrases), or, when the first word alone
 * is longer, after the last whole character (an emoji with its modifiers stays whole) that
 * fits. The text's length when it fits whole.
 */
export function cutPlace(text: string, max: number): number {
  if (length(text) <= max) return text.length
  const start = reach(text, max)
  let best = 0
  for (const at of cutPlaces(start)) {
    const head = start.slice(0, at).trimEnd()
    if (length(head) > max) break
    if (head.trim()) best = at
  }
  if (best > 0) return best
  let fits = 0
  let count = 0
  for (const end of characterEnds(start)) {
    count += length(start.slice(fits, end))
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
