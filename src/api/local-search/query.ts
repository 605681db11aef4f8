import type { Query, SearchOptions } from 'minisearch'
import { DESCRIPTION_MAX } from '@/config/limits'
import { type Piece, pieces } from './tokenize'

/**
 * Up to this many words a query is something a person typed: every word must match (in any
 * field), with prefix and typo tolerance. Longer texts are what a similar search sends (a
 * whole summary or scene description): any word may match, exactly, and the ranking decides.
 */
export const TYPED_QUERY_MAX_PIECES = 8
/**
 * A long text is searched by its rarest terms, as "more like this" searches do: common words
 * ("video", "camera") match most documents and cost the most while telling the least.
 */
const LONG_QUERY_MAX_TERMS = 20
/** Typo tolerance: words of at least 4 letters, one edit per 5 letters (harringtn → harrington). */
const FUZZY_MIN_LENGTH = 4
const FUZZY_FRACTION = 0.2
/** MiniSearch's own ceiling on edits (its `maxFuzzy`). */
const FUZZY_MAX_EDITS = 6

/**
 * The edits a typed word may be away from a term and still match it: the one rule of typo
 * tolerance, given to MiniSearch as an absolute distance here and read by the marking of
 * matched words (text-match.ts), so both match the same words.
 */
export const typoBudget = (term: string): number =>
  term.length < FUZZY_MIN_LENGTH
    ? 0
    : Math.min(FUZZY_MAX_EDITS, Math.round(term.length * FUZZY_FRACTION))

export interface ParsedQuery {
  /** One sub-query per typed word or CJK run, or one for a long text's rarest terms. */
  pieces: Query[]
}

/** A word matches as a prefix and, from 4 letters, with typos; a CJK run needs all bigrams. */
function pieceQuery(piece: Piece): Query {
  if (piece.kind === 'word') {
    const edits = typoBudget(piece.term)
    return { queries: [piece.term], prefix: true, fuzzy: edits > 0 ? edits : false }
  }
  // One CJK character alone (typing the first of a word) matches the bigrams it starts.
  const single = piece.terms.length === 1 && [...piece.terms[0]!].length === 1
  return { combineWith: 'AND', queries: piece.terms, prefix: single, fuzzy: false }
}

/**
 * The query for `text`. `documentFrequency` tells how many indexed documents hold a term:
 * a long text keeps its rarest terms that occur at all.
 */
export function parseQuery(text: string, documentFrequency: (term: string) => number): ParsedQuery {
  // The search form allows DESCRIPTION_MAX characters; more is never read.
  const all = pieces([...text].slice(0, DESCRIPTION_MAX).join(''))
  if (all.length <= TYPED_QUERY_MAX_PIECES) return { pieces: all.map(pieceQuery) }
  const terms = new Map<string, number>()
  for (const piece of all)
    for (const term of piece.kind === 'word' ? [piece.term] : piece.terms) {
      const count = documentFrequency(term)
      if (count > 0) terms.set(term, count)
    }
  const rarest = [...terms]
    .sort((a, b) => a[1] - b[1])
    .slice(0, LONG_QUERY_MAX_TERMS)
    .map(([term]) => term)
  return { pieces: rarest.length > 0 ? [{ combineWith: 'OR', queries: rarest }] : [] }
}

/** Every piece must match (typed queries). */
export const allOf = (parsed: ParsedQuery): Query => ({
  combineWith: 'AND',
  queries: parsed.pieces,
})
/** Any piece may match (the fallback when nothing matches every piece, and long texts). */
export const anyOf = (parsed: ParsedQuery): Query => ({ combineWith: 'OR', queries: parsed.pieces })

/** Query leaves are index terms already: the search must not split or change them again. */
export const TERM_AS_IS: Pick<SearchOptions, 'tokenize' | 'processTerm'> = {
  tokenize: (term) => [term],
  processTerm: (term) => term,
}
