/// <reference lib="webworker" />
/**
 * Japanese tokenization, bigrams (the engine's) against Intl.Segmenter's words: the time to
 * tokenize and index the Japanese scene descriptions, and how many descriptions each finds for
 * words that appear inside longer words (体育 in 体育館, パソコン in ノートパソコン).
 */
import MiniSearch from 'minisearch'
import { normalizeText, tokenize } from '@/api/local-search/tokenize'

const segmenter = new Intl.Segmenter('ja', { granularity: 'word' })
const segment = (text: string) =>
  [...segmenter.segment(normalizeText(text))].filter((s) => s.isWordLike).map((s) => s.segment)

function measure(
  texts: string[],
  words: string[],
  split: (text: string) => string[],
  prefix: boolean,
) {
  const started = performance.now()
  const index = new MiniSearch<{ id: number; text: string }>({
    fields: ['text'],
    tokenize: split,
    processTerm: (term) => term,
  })
  index.addAll(texts.map((text, id) => ({ id, text })))
  const ms = performance.now() - started
  const found: Record<string, number> = {}
  for (const word of words) found[word] = index.search(word, { combineWith: 'AND', prefix }).length
  return { ms, terms: index.termCount, found }
}

self.onmessage = (event: MessageEvent) => {
  const { texts, words } = event.data as { texts: string[]; words: string[] }
  const truth: Record<string, number> = {}
  for (const word of words)
    truth[word] = texts.filter((t) => normalizeText(t).includes(word)).length
  self.postMessage({
    truth,
    bigram: measure(texts, words, tokenize, false),
    // Segmenter words get prefix search, their best chance at a word inside a longer one.
    segmenter: measure(texts, words, segment, true),
  })
}
