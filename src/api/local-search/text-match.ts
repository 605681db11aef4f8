import { toWholeWords } from '@/lib/word-bounds'
import { TYPED_QUERY_MAX_PIECES, typoBudget } from './query'
import { normalizeText, type Piece, pieces, scanNormal } from './tokenize'

/**
 * Which words of a search text a short text holds, and where: the local search's matching rule
 * (query.ts, tokenize.ts) applied to one text at a time, synchronously and without an index.
 * Find in this video filters a detail page's scenes with it, and search results mark the words
 * that matched with it, so a word matches on the page exactly when it matches in the index:
 * - a word matches a word that starts with it, or (from 4 letters) one within its typo budget;
 * - a Japanese (CJK) run matches where every one of its character pairs occurs; one character
 *   alone matches the pairs it starts.
 */

/** [start, end) in the original text, in UTF-16 units (what `slice` takes). */
export type TextRange = readonly [start: number, end: number]

/** A search text made ready for matching (its words and runs, once). */
export type TextQuery = readonly Piece[]

export interface TextMatch {
  /** Every word and run of the query occurs (a typed search's rule). */
  all: boolean
  /** Where the matched words are, in order, overlaps joined: the parts to mark. */
  ranges: TextRange[]
}

export const textQuery = (text: string): TextQuery => pieces(text)

/**
 * A query a person typed (up to 8 words), as opposed to a whole summary or description sent by
 * a similar search, which the index matches by its rarest terms instead (query.ts).
 */
export const isTypedQuery = (query: TextQuery) =>
  query.length > 0 && query.length <= TYPED_QUERY_MAX_PIECES

interface Term {
  term: string
  start: number
  end: number
}

/**
 * A text in normal form, each of its units mapped back to the original characters it came from
 * (NFKC may join or split characters: ｶﾞ → ガ, ㍿ → 株式会社). Normalised a character with its
 * combining marks at a time, which is what NFKC of the whole text gives for any real text.
 */
function normalForm(text: string) {
  let normal = ''
  const starts: number[] = []
  const ends: number[] = []
  for (const cluster of text.matchAll(/.[\p{M}\uff9e\uff9f]*/gsu)) {
    const start = cluster.index
    const end = start + cluster[0].length
    const part = normalizeText(cluster[0])
    normal += part
    for (let unit = 0; unit < part.length; unit++) {
      starts.push(start)
      ends.push(end)
    }
  }
  return { normal, starts, ends }
}

/** The index terms of a text (words, CJK pairs) with their place in the original text. */
function termsOf(text: string): Term[] {
  const { normal, starts, ends } = normalForm(text)
  const terms: Term[] = []
  const add = (term: string, from: number, to: number) =>
    terms.push({ term, start: starts[from]!, end: ends[to - 1]! })
  scanNormal(
    normal,
    (term, from, to) => add(term, from, to),
    (run, from) => {
      const chars = Array.from(run)
      if (chars.length === 1) return add(run, from, from + run.length)
      let offset = from
      for (let i = 1; i < chars.length; i++) {
        const pair = chars[i - 1]! + chars[i]!
        add(pair, offset, offset + pair.length)
        offset += chars[i - 1]!.length
      }
    },
  )
  return terms
}

/** Whether `a` and `b` are at most `max` edits apart (Levenshtein, given up past `max`). */
function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost)
      best = Math.min(best, row[j]!)
    }
    if (best > max) return false
    previous = row
  }
  return previous[b.length]! <= max
}

/** The terms of the text that one piece of the query matches (none when it does not match). */
function termsMatching(piece: Piece, terms: readonly Term[]): Term[] {
  if (piece.kind === 'word') {
    const edits = typoBudget(piece.term)
    return terms.filter(
      ({ term }) =>
        term.startsWith(piece.term) || (edits > 0 && withinEdits(piece.term, term, edits)),
    )
  }
  const [first] = piece.terms
  if (piece.terms.length === 1 && first && Array.from(first).length === 1)
    return terms.filter(({ term }) => term.startsWith(first))
  const found = terms.filter(({ term }) => piece.terms.includes(term))
  const every = piece.terms.every((pair) => found.some(({ term }) => term === pair))
  return every ? found : []
}

function joined(ranges: TextRange[]): TextRange[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0] || a[1] - b[1])
  const out: [number, number][] = []
  for (const [start, end] of sorted) {
    const last = out[out.length - 1]
    if (last && start <= last[1]) last[1] = Math.max(last[1], end)
    else out.push([start, end])
  }
  return out
}

/** Matches a query against one text: whether all of it occurs, and where each match is. */
export function matchText(text: string, query: TextQuery): TextMatch {
  if (query.length === 0 || !text) return { all: false, ranges: [] }
  const terms = termsOf(text)
  let all = true
  const ranges: TextRange[] = []
  for (const piece of query) {
    const found = termsMatching(piece, terms)
    if (found.length === 0) all = false
    for (const { start, end } of found) ranges.push([start, end])
  }
  return { all, ranges: joined(ranges) }
}

/**
 * The parts of a text to mark for a query: each match grown to the whole words it touches, so a
 * mark never stops inside a word (運動 found in 運動会 marks 運動会; "stud" marks "students").
 */
export const markedParts = (text: string, query: TextQuery): TextRange[] => {
  const { ranges } = matchText(text, query)
  return ranges.length === 0 ? ranges : toWholeWords(text, ranges)
}
