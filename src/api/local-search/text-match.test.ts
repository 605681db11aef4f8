import { describe, expect, it } from 'vitest'
import { createLocalSearchEngine } from './engine'
import { memoryIndexStorage } from './storage'
import { markedParts, matchText, type TextRange, textQuery } from './text-match'

/** The parts of `text` that `ranges` cover. */
const marked = (text: string, ranges: readonly TextRange[]) =>
  ranges.map(([start, end]) => text.slice(start, end))

const find = (text: string, query: string) => matchText(text, textQuery(query))

describe('matchText', () => {
  it('matches a word by prefix and marks the whole word, in any case', () => {
    const text = 'The River at sunrise, then the riverside path.'
    const match = find(text, 'riv')
    expect(match.all).toBe(true)
    expect(marked(text, match.ranges)).toEqual(['River', 'riverside'])
  })

  it('tolerates one typo per five letters from four letters on, none below', () => {
    expect(find('Harrington Hall', 'harringtn').all).toBe(true)
    expect(find('The principal speaks', 'prinicpal').all).toBe(true)
    expect(find('A cat on the mat', 'cot').all).toBe(false)
    expect(find('Sunrise over the bay', 'sunsit').all).toBe(false)
  })

  it('needs every word for `all`, and marks each word it found', () => {
    const text = 'Students run the relay on the track.'
    expect(find(text, 'relay track').all).toBe(true)
    const some = find(text, 'relay swimming')
    expect(some.all).toBe(false)
    expect(marked(text, some.ranges)).toEqual(['relay'])
  })

  it('ignores function words and single letters, as the index does', () => {
    expect(find('The river', 'the').ranges).toEqual([])
    expect(find('The river', 'r').all).toBe(false)
  })

  it('finds a Japanese two-kanji word inside longer text, and marks it', () => {
    const text = '体育館で運動会の練習をする生徒たち'
    const match = find(text, '運動')
    expect(match.all).toBe(true)
    expect(marked(text, match.ranges)).toEqual(['運動'])
    // A longer word is found where all its pairs are, marked as one span when together.
    expect(marked(text, find(text, '運動会').ranges)).toEqual(['運動会'])
    expect(find(text, '運動場').all).toBe(false)
    expect(find(text, '運動場').ranges).toEqual([])
  })

  it('matches one kanji typed alone as the start of a word', () => {
    const text = '東京の夜景'
    expect(marked(text, find(text, '夜').ranges)).toEqual(['夜景'])
  })

  it('maps marks back through width and case folding (ＡＩ, ｶﾞ)', () => {
    const text = 'ＡＩカメラとｶﾞｲﾄﾞ'
    expect(marked(text, find(text, 'ai').ranges)).toEqual(['ＡＩ'])
    expect(marked(text, find(text, 'ガイド').ranges)).toEqual(['ｶﾞｲﾄﾞ'])
    expect(marked('Café crème', find('Café crème', 'cafe').ranges)).toEqual(['Café'])
  })

  it('finds nothing in an empty text or for an empty query', () => {
    expect(find('', 'river')).toEqual({ all: false, ranges: [] })
    expect(find('river', '  ')).toEqual({ all: false, ranges: [] })
  })
})

describe('markedParts', () => {
  const marks = (text: string, query: string) => marked(text, markedParts(text, textQuery(query)))

  it('marks whole words: a Japanese match grows to the segments it is in', () => {
    const text = '体育館で運動会の練習をする生徒たち'
    expect(marks(text, '運動')).toEqual(['運動会'])
    expect(marks(text, '生徒')).toEqual(['生徒'])
    // ドロ is found across ブランド|ロゴ: both words are marked, never a piece of either.
    expect(marks('新しいブランドロゴを映す', 'ドロ')).toEqual(['ブランドロゴ'])
  })

  it('marks English words whole, apostrophes included, and nothing without a match', () => {
    expect(marks('The students’ river-side walk', 'stud side')).toEqual(['students', 'side'])
    expect(marks('Don’t stop the relay', 'don')).toEqual(['Don’t'])
    expect(markedParts('The river', textQuery('lake'))).toEqual([])
  })
})

/** The same texts through the local search index: the same words match there. */
describe('matchText and the local search agree', () => {
  const descriptions = [
    'The river at sunrise from the bridge.',
    'The principal speaks in the Harrington hall.',
    '体育館で運動会の練習をする生徒たち。',
    '東京の夜景をドローンで撮影する。',
    'A relay race on the track.',
  ]
  const queries = ['riv', 'harringtn', 'prinicpal', '運動', '夜', 'relay track', 'sunsit', '運動場']

  it.each(queries)('"%s" matches the same scenes', async (query) => {
    const engine = createLocalSearchEngine({ storage: memoryIndexStorage(), saveDelayMs: 60_000 })
    await engine.upsertVideos('owner', [
      {
        id: 'v1',
        title: '',
        summary: '',
        status: 'completed',
        createdAt: null,
        videoThumbnailPath: null,
        tags: [],
        outputData: {
          scenes: descriptions.map((description, index) => ({
            index,
            description,
            thumbnail: null,
          })),
        },
      },
    ])
    const page = await engine.search('owner', { text: query, mode: 'scenes', limit: 999 })
    const indexed = page.items.map((item) => item.sceneIndex).sort()
    const here = descriptions
      .map((description, index) => (find(description, query).all ? index : -1))
      .filter((index) => index >= 0)
    // The index falls back to any word when no scene has them all; `all` does not.
    const anyWordFallback = here.length === 0 && indexed.length > 0
    expect(anyWordFallback ? [] : indexed).toEqual(here)
  })
})
