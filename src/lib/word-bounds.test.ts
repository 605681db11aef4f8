import { describe, expect, it } from 'vitest'
import { cutPlaces, type Span, textLanguage, toWholeWords } from './word-bounds'

/** The text cut at every place it may be cut: its phrases. */
const phrases = (text: string) => {
  const places = [0, ...cutPlaces(text), text.length]
  return places.slice(1).map((end, i) => text.slice(places[i], end))
}

/** The parts of `text` the spans cover. */
const parts = (text: string, spans: readonly Span[]) =>
  spans.map(([start, end]) => text.slice(start, end))

/** The span of `part`'s first occurrence in `text`. */
const spanOf = (text: string, part: string): Span => {
  const at = text.indexOf(part)
  return [at, at + part.length]
}

describe('textLanguage', () => {
  it('is Japanese when the text has kana or kanji, else English', () => {
    expect(textLanguage('運動会')).toBe('ja')
    expect(textLanguage('Close-up of the ロゴ')).toBe('ja')
    expect(textLanguage('The relay race')).toBe('en')
  })
})

describe('cutPlaces', () => {
  it('cuts English after the spaces only, never inside a word or at a hyphen', () => {
    expect(phrases('A spring-product launch, don’t miss it')).toEqual([
      'A ',
      'spring-product ',
      'launch, ',
      'don’t ',
      'miss ',
      'it',
    ])
  })

  it('cuts Japanese between phrases: a particle or a verb ending stays with its word', () => {
    const text = '体育館で運動会の練習をする生徒たちが元気よく走っています。'
    const cut = phrases(text)
    expect(cut.join('')).toBe(text)
    // No phrase starts with hiragana: で, の, たち, って, います go with the word before.
    for (const phrase of cut.slice(1)) expect(phrase).not.toMatch(/^\p{sc=Hiragana}/u)
    expect(cut).toContain('体育館で')
    expect(cut.some((phrase) => phrase.startsWith('走っています'))).toBe(true)
    expect(cut.some((phrase) => phrase.startsWith('生徒たちが'))).toBe(true)
  })

  it('keeps kanji compounds, numbers with counters and joined names whole', () => {
    // The dictionary splits 演台 into 演 and 台; a run of kanji is never cut.
    expect(phrases('校長が演台で挨拶する。')).toEqual(['校長が', '演台で', '挨拶する。'])
    expect(phrases('2025年の3人で10分間走る')).toEqual(['2025年の', '3人で', '10分間走る'])
    expect(phrases('ジョン・スミスが話す')).toEqual(['ジョン・スミスが', '話す'])
  })

  it('keeps punctuation with its word and brackets with what they hold', () => {
    expect(phrases('「ロゴ」を映す。そして、生徒は歩く')).toEqual([
      '「ロゴ」を',
      '映す。',
      'そして、',
      '生徒は',
      '歩く',
    ])
  })

  it('cuts where Latin words and Japanese meet, and around an emoji', () => {
    expect(phrases('4KカメラとAIで撮影した🎉パーティー')).toEqual([
      '4K',
      'カメラと',
      'AIで',
      '撮影した',
      '🎉',
      'パーティー',
    ])
  })
})

describe('toWholeWords', () => {
  it('grows a mark to the whole word it is in, in English', () => {
    const text = 'The students’ river-side walk'
    expect(parts(text, toWholeWords(text, [spanOf(text, 'stud'), spanOf(text, 'side')]))).toEqual([
      'students',
      'side',
    ])
    const apostrophe = 'Don’t stop'
    expect(parts(apostrophe, toWholeWords(apostrophe, [[0, 3]]))).toEqual(['Don’t'])
  })

  it('grows a Japanese mark to the whole segments it touches', () => {
    const text = '体育館で運動会の練習をする'
    expect(parts(text, toWholeWords(text, [spanOf(text, '運動')]))).toEqual(['運動会'])
    // A pair across two words marks both: ドロ in ブランド|ロゴ.
    const logo = '新しいブランドロゴを映す'
    expect(parts(logo, toWholeWords(logo, [spanOf(logo, 'ドロ')]))).toEqual(['ブランドロゴ'])
    // A word that is a segment already stays as it is.
    expect(parts(logo, toWholeWords(logo, [spanOf(logo, 'ロゴ')]))).toEqual(['ロゴ'])
  })

  it('joins marks that meet once grown, and keeps them in order', () => {
    const text = 'riverside river'
    const spans: Span[] = [
      [10, 15],
      [0, 3],
      [5, 9],
    ]
    expect(parts(text, toWholeWords(text, spans))).toEqual(['riverside', 'river'])
    expect(toWholeWords(text, [])).toEqual([])
  })
})
