import { describe, expect, it } from 'vitest'
import { textQuery } from '@/api/local-search/text-match'
import { type Marked, marked, markedSceneDescription } from './result-marks'

const parts = ({ text, ranges }: Marked) => ranges.map(([start, end]) => text.slice(start, end))

describe('result marks', () => {
  it('marks the words of the search in a title or summary, none without a query', () => {
    expect(parts(marked('The relay race on the track', textQuery('relay')))).toEqual(['relay'])
    expect(marked('The relay race', undefined).ranges).toEqual([])
  })

  it('marks a scene description across the cut into title and body', () => {
    const description = `${'a'.repeat(55)} river bank at sunrise, the riverside path`
    const { title, body } = markedSceneDescription(description, textQuery('river'))
    expect(title.text.endsWith('…')).toBe(true)
    expect(body.text.startsWith('…')).toBe(true)
    // "river" (cut after "rive") is marked on both sides; "riverside" in the body.
    expect(parts(title)).toEqual(['rive'])
    expect(parts(body)).toEqual(['r', 'riverside'])
  })

  it('marks Japanese words in a short description with no body', () => {
    const { title, body } = markedSceneDescription('校長が演台で挨拶する。', textQuery('演台'))
    expect(parts(title)).toEqual(['演台'])
    expect(body).toEqual({ text: '', ranges: [] })
  })
})
