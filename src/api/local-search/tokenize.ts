/**
 * Text to index terms, the same way for documents and queries.
 *
 * - NFKC folds full-width letters and digits to ASCII and half-width katakana to full-width
 *   (ＡＩ → AI, ｶﾒﾗ → カメラ); then case folding. Latin words also lose their accents
 *   (café → cafe), which NFD + dropping combining marks does; never applied to kana, where the
 *   marks are letters (が is not か).
 * - Words in scripts written with spaces become one term each (at least 2 characters, or a
 *   number); a few English function words are dropped (they match almost every document).
 * - Japanese (and Chinese and Korean) text has no spaces: each run of one script (kanji,
 *   katakana, hiragana, Hangul) becomes its overlapping character bigrams (東京都庁 → 東京,
 *   京都, 都庁), so any two-character word is found wherever it occurs. A run of one character
 *   is kept as it is, except a lone hiragana (a particle). `Intl.Segmenter` was measured as the
 *   alternative (tests/bench/local-search.mjs): it misses words inside compounds (吹雪 in 紙吹雪).
 */

/** Scripts written without spaces (ー and 々 included, punctuation not). */
const CJK = '\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}\\p{sc=Hangul}\\u30fc\\u3005'
const CJK_CHAR = new RegExp(`[${CJK}]`, 'u')
/**
 * A run of one script: Japanese words mostly begin or end where the script changes (a kanji
 * stem and its kana ending, a particle, a katakana loanword), so pairs are formed within a
 * script only. That halves the terms of Japanese text against pairs across the whole run.
 */
const SCRIPT_RUN = /[\p{sc=Han}\u3005]+|[\p{sc=Katakana}\u30fc]+|\p{sc=Hiragana}+|\p{sc=Hangul}+/gu
const HIRAGANA = /^\p{sc=Hiragana}$/u
/** Letters, marks and digits: a word, or a run that mixes words and CJK (AIカメラ). */
const WORD = /[\p{L}\p{M}\p{N}]+/gu
/** The same for a text that is all ASCII (after case folding): a plain regex, far cheaper. */
const ASCII_WORD = /[a-z0-9]+/g
const MARKS = /\p{M}/gu
// biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range, for a fast path
const NON_ASCII = /[^\u0000-\u007f]/
const SURROGATE = /[\ud800-\udfff]/

const STOP_WORDS: ReadonlySet<string> = new Set(
  'a an and are as at be by for from has in is it its of on or the this that to was were with'.split(
    ' ',
  ),
)

/** Whether a text has characters that are indexed as bigrams (Japanese, Chinese, Korean). */
export const hasCjk = (text: string) => CJK_CHAR.test(text)

/** NFKC and case folding: the form every text and query is compared in. */
export function normalizeText(text: string): string {
  return (NON_ASCII.test(text) ? text.normalize('NFKC') : text).toLowerCase()
}

const foldAccents = (word: string) =>
  NON_ASCII.test(word) ? word.normalize('NFD').replace(MARKS, '').normalize('NFC') : word

/** A word worth a term: two characters or more (or a digit), not a function word. */
const isTerm = (word: string) =>
  (word.length > 1 || (word >= '0' && word <= '9')) && !STOP_WORDS.has(word)

/** A term and where it stands: [start, end) in the text that was scanned. */
type OnWord = (term: string, start: number, end: number) => void
/** A CJK run and where it starts in the text that was scanned. */
type OnRun = (run: string, start: number) => void

/**
 * Walks a text's words and CJK runs in order. The hot loop of indexing: ASCII words (most
 * of an English library) skip every Unicode step.
 */
function scan(text: string, onWord: OnWord, onRun: OnRun) {
  if (!NON_ASCII.test(text)) {
    // Most English texts: nothing to normalise, no accents or CJK; the plain regex takes a
    // quarter off the time the Unicode path takes for them.
    const normal = text.toLowerCase()
    ASCII_WORD.lastIndex = 0
    for (let match = ASCII_WORD.exec(normal); match !== null; match = ASCII_WORD.exec(normal))
      if (isTerm(match[0])) onWord(match[0], match.index, match.index + match[0].length)
    return
  }
  scanNormal(normalizeText(text), onWord, onRun)
}

/**
 * The same walk over a text already in normal form (`normalizeText`), with the place of each
 * word and run in it: what marking a matched word needs (text-match.ts).
 */
export function scanNormal(normal: string, onWord: OnWord, onRun: OnRun) {
  WORD.lastIndex = 0
  for (let match = WORD.exec(normal); match !== null; match = WORD.exec(normal)) {
    const raw = match[0]
    const at = match.index
    if (!NON_ASCII.test(raw) || !CJK_CHAR.test(raw)) {
      const word = foldAccents(raw)
      if (isTerm(word)) onWord(word, at, at + raw.length)
      continue
    }
    let end = 0
    SCRIPT_RUN.lastIndex = 0
    for (let run = SCRIPT_RUN.exec(raw); run !== null; run = SCRIPT_RUN.exec(raw)) {
      // Most runs follow another run: no word between them to look at.
      if (run.index > end) {
        const before = foldAccents(raw.slice(end, run.index))
        if (isTerm(before)) onWord(before, at + end, at + run.index)
      }
      // One hiragana alone is a particle (の, で, を): in almost every text, like "the".
      if (run[0].length > 1 || !HIRAGANA.test(run[0])) onRun(run[0], at + run.index)
      end = run.index + run[0].length
    }
    if (end < raw.length) {
      const after = foldAccents(raw.slice(end))
      if (isTerm(after)) onWord(after, at + end, at + raw.length)
    }
  }
}

/**
 * Overlapping character pairs of a run (by code point); a one-character run stays whole.
 * Added to `out` when given (indexing), which spares an array per run.
 */
export function bigrams(run: string, out: string[] = []): string[] {
  if (SURROGATE.test(run)) {
    const chars = Array.from(run)
    if (chars.length < 2) out.push(...chars)
    else for (let i = 1; i < chars.length; i++) out.push(chars[i - 1]! + chars[i]!)
    return out
  }
  if (run.length < 2) out.push(run)
  else for (let i = 0; i < run.length - 1; i++) out.push(run.slice(i, i + 2))
  return out
}

/** Every index term of a text, in order (repeats kept). */
export function tokenize(text: string): string[] {
  const out: string[] = []
  scan(
    text,
    (term) => out.push(term),
    (run) => bigrams(run, out),
  )
  return out
}

/** A query as pieces: words (one term each) and CJK runs (their bigrams, all needed). */
export type Piece = { kind: 'word'; term: string } | { kind: 'cjk'; terms: string[] }

export function pieces(text: string): Piece[] {
  const out: Piece[] = []
  scan(
    text,
    (term) => out.push({ kind: 'word', term }),
    (run) => out.push({ kind: 'cjk', terms: bigrams(run) }),
  )
  return out
}
