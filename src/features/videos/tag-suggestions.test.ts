import { describe, expect, it } from 'vitest'
import { stillSuggested } from './tag-suggestions'

const tags = [{ name: 'Marketing' }, { name: 'Market Research' }, { name: 'ＳＮＳ運用' }]

describe('tags shown while the newest suggestions are on their way', () => {
  it('keeps the previous tags that still contain the text, in any case or width', () => {
    expect(stillSuggested(tags, 'marke').map((tag) => tag.name)).toEqual([
      'Marketing',
      'Market Research',
    ])
    expect(stillSuggested(tags, ' KETING ').map((tag) => tag.name)).toEqual(['Marketing'])
    expect(stillSuggested(tags, 'sns').map((tag) => tag.name)).toEqual(['ＳＮＳ運用'])
  })

  it('shows none for a text the user typed away to', () => {
    expect(stillSuggested(tags, 'zzzz')).toEqual([])
  })
})
