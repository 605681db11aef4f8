import { describe, expect, it } from 'vitest'
import { textQuery } from '@/api/local-search/text-match'
import { type Marked, marked, markedSceneDescription } from './result-marks'

const parts = ({ text, ranges }: Marked) => ranges.map(([start, end]) => text.slice(start, end))

describe('result marks', () => {
  it('marks the words of the search in a title or summary, none without a query', () => {
    expect(parts(marked('The relay race on the track', textQuery('relay')))).toEqual(['relay'])
    expect(marked('The relay race', undefined).ranges).toEqual([])
  })

  it('marks a scene description across the cut into title and body, whole words only', () => {
    const description = 'A presenter introduces the spring product campaign in a bright studio'
    const { title, body } = markedSceneDescription(description, textQuery('camp bri'))
    expect(title.text).toBe('A presenter introduces the spring product campaign in a…')
    expect(body.text).toBe('…bright studio')
    expect(parts(title)).toEqual(['campaign'])
    expect(parts(body)).toEqual(['bright'])
  })

  it('marks a word cut after its 60th character on both sides', () => {
    const description = `${'a'.repeat(55)}riverbankriverbank at sunrise`
    const { title, body } = markedSceneDescription(description, textQuery('aaaa'))
    expect(title.text).toBe(`${'a'.repeat(55)}river…`)
    expect(parts(title)).toEqual([`${'a'.repeat(55)}river`])
    expect(parts(body)).toEqual(['bankriverbank'])
  })

  it('marks a Japanese match as the whole words it is in', () => {
    const description =
      '青いグラデーションの上にブランドロゴが現れ、ウェブサイトへの案内が表示される。会場では運動会の練習をする生徒たちがグラウンドを走っています。'
    const { title, body } = markedSceneDescription(description, textQuery('グラ 運動'))
    expect(title.text.endsWith('生徒たちが…')).toBe(true)
    expect(parts(title)).toEqual(['グラデーション', '運動会'])
    expect(parts(body)).toEqual(['グラウンド'])
    // A pair found across two words (ドロ in ブランド|ロゴ) marks both, never half of one.
    expect(parts(markedSceneDescription(description, textQuery('ドロ')).title)).toEqual([
      'ブランドロゴ',
    ])
  })

  it('marks Japanese words in a short description with no body', () => {
    const { title, body } = markedSceneDescription('校長が演台で挨拶する。', textQuery('演台'))
    expect(parts(title)).toEqual(['演台'])
    expect(body).toEqual({ text: '', ranges: [] })
  })
})
