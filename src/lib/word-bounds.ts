/**
 * Where the words of a text begin and end, for cutting it between phrases (text-cut.ts) and
 * for marking whole words (the search's marks). `Intl.Segmenter` finds the words, in the
 * text's language: Japanese has no spaces, so a dictionary finds them there. Where the runtime
 * has no segmenter, words are runs of one kind of character (letters, katakana, kanji…).
 */

/** A text's language, as far as its words go: Japanese when it has kana or kanji. */
const JAPANESE = /[\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Han}]/u
export const textLanguage = (text: string) => (JAPANESE.test(text) ? 'ja' : 'en')

const segmenters = new Map<string, Intl.Segmenter>()
function segmenter(language: string, granularity: 'word' | 'grapheme') {
  if (typeof Intl === 'undefined' || !('Segmenter' in Intl)) return undefined
  const key = `${language}:${granularity}`
  let found = segmenters.get(key)
  if (!found) {
    found = new Intl.Segmenter(language, { granularity })
    segmenters.set(key, found)
  }
  return found
}

/** [start, end) in UTF-16 units, what `slice` takes. */
export type Span = readonly [start: number, end: number]

/** The kinds of character the cutting rule tells apart. */
type Kind =
  | 'space'
  | 'open'
  | 'close'
  | 'stop'
  | 'joiner'
  | 'hiragana'
  | 'kanji'
  | 'katakana'
  | 'digit'
  | 'letter'
  | 'other'

/** In this order: the first pattern a character fits gives its kind; none, `other`. */
const KINDS: [RegExp, Kind][] = [
  [/\s/u, 'space'],
  // The middle dot joins the parts of a name (ジョン・スミス).
  [/[・･]/u, 'joiner'],
  [/[\p{Ps}\p{Pi}]/u, 'open'],
  [/[\p{Pe}\p{Pf}]/u, 'close'],
  // What ends a clause or a sentence.
  [/[、。，．,.!?！？:;：；…‥]/u, 'stop'],
  [/\p{sc=Hiragana}/u, 'hiragana'],
  [/[\p{sc=Han}々〆]/u, 'kanji'],
  [/[\p{sc=Katakana}ー]/u, 'katakana'],
  [/\p{N}/u, 'digit'],
  [/[\p{L}\p{M}]/u, 'letter'],
]

/**
 * Each character's kind, once: ten Unicode-property patterns per character made cutting a
 * page's scene descriptions a long task on a phone. Texts repeat their characters, so the
 * table stays small; it starts again past a bound all the same.
 */
const kinds = new Map<string, Kind>()
function kindOf(char: string): Kind {
  let kind = kinds.get(char)
  if (kind) return kind
  kind = KINDS.find(([pattern]) => pattern.test(char))?.[1] ?? 'other'
  if (kinds.size >= 4096) kinds.clear()
  kinds.set(char, kind)
  return kind
}

const isJapanese = (kind: Kind) => kind === 'hiragana' || kind === 'kanji' || kind === 'katakana'

/**
 * Whether a text may be cut between a character of kind `before` and one of kind `after`
 * (at a word boundary): between phrases, never inside one.
 * - After white space, always; before it, never (the space goes with the cut).
 * - Punctuation stays with its word: never after an opening bracket or before a closing one
 *   or a comma or full stop; always after a comma or full stop and before an opening bracket;
 *   after a closing bracket unless a particle follows (「ロゴ」を).
 * - Japanese, by phrase (bunsetsu): a phrase starts with a word that is not hiragana (a
 *   particle, a verb's ending: 走って, 生徒たち), and never inside a run of kanji (the dictionary
 *   splits some compounds, 演|台) or between a number and its counter (3人, 2025年).
 * - Letters, digits and other signs not next to Japanese are one word until a space (e-mail,
 *   AC/DC, 3.5); so is a name joined by a middle dot.
 */
function mayCut(before: Kind, after: Kind): boolean {
  if (before === 'space') return after !== 'space'
  if (after === 'space' || before === 'open' || after === 'close' || after === 'stop') return false
  if (before === 'joiner' || after === 'joiner') return false
  if (before === 'stop' || after === 'open') return true
  if (after === 'hiragana') return false
  if (before === 'close') return true
  if (after === 'kanji') return before !== 'kanji' && before !== 'digit'
  return isJapanese(before) || isJapanese(after)
}

const firstChar = (text: string, at: number) => String.fromCodePoint(text.codePointAt(at) ?? 0)
function lastChar(text: string, end: number) {
  const code = text.charCodeAt(end - 1)
  // The low half of a surrogate pair: the character starts one unit earlier.
  return code >= 0xdc00 && code <= 0xdfff && end >= 2 ? text.slice(end - 2, end) : text[end - 1]!
}

/** Where the text's words begin and end (every boundary the segmenter or the kinds give). */
function boundaries(text: string): number[] {
  const words = segmenter(textLanguage(text), 'word')
  if (words) return Array.from(words.segment(text), ({ index }) => index).slice(1)
  const out: number[] = []
  let previous: Kind | undefined
  let at = 0
  for (const char of text) {
    const kind = kindOf(char)
    if (previous !== undefined && kind !== previous) out.push(at)
    previous = kind
    at += char.length
  }
  return out
}

/** The places (UTF-16 offsets, in order) where a text may be cut between phrases. */
export function cutPlaces(text: string): number[] {
  return boundaries(text).filter((at) =>
    mayCut(kindOf(lastChar(text, at)), kindOf(firstChar(text, at))),
  )
}

/** The end of each whole character (grapheme cluster: an emoji with its modifiers, é). */
export function characterEnds(text: string): number[] {
  const graphemes = segmenter('en', 'grapheme')
  if (graphemes)
    return Array.from(graphemes.segment(text), ({ index, segment }) => index + segment.length)
  const out: number[] = []
  let at = 0
  for (const char of text) {
    at += char.length
    out.push(at)
  }
  return out
}

/** The words of a text (letters, digits, kana, kanji; no spaces or punctuation), in order. */
export function wordSpans(text: string): Span[] {
  const words = segmenter(textLanguage(text), 'word')
  if (words)
    return Array.from(words.segment(text))
      .filter(({ isWordLike }) => isWordLike)
      .map(({ index, segment }) => [index, index + segment.length])
  const out: Span[] = []
  for (const match of text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
    // Without a dictionary a run of Japanese is not one word: leave it to the caller's spans.
    if (JAPANESE.test(match[0])) continue
    out.push([match.index, match.index + match[0].length])
  }
  return out
}

/**
 * The spans grown to the whole words they touch (a word matched by its start, a pair of kanji
 * inside a compound), joined where they then meet or overlap. Sorted by start.
 */
export function toWholeWords(text: string, spans: readonly Span[]): Span[] {
  if (spans.length === 0) return []
  const words = wordSpans(text)
  const grown = spans.map(([start, end]): Span => {
    let from = start
    let to = end
    for (const [wordStart, wordEnd] of words) {
      if (wordStart >= end) break
      if (wordEnd <= start) continue
      from = Math.min(from, wordStart)
      to = Math.max(to, wordEnd)
    }
    return [from, to]
  })
  grown.sort((a, b) => a[0] - b[0] || a[1] - b[1])
  const out: [number, number][] = []
  for (const [start, end] of grown) {
    const last = out[out.length - 1]
    if (last && start <= last[1]) last[1] = Math.max(last[1], end)
    else out.push([start, end])
  }
  return out
}
