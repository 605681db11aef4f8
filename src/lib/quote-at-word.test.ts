import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { quoteAtWord } from './quote-at-word'
import { cutAtWord } from './text-cut'

describe('a quote in a title', () => {
  it('is the text, white space folded, when it fits', async () => {
    expect(await quoteAtWord('  sports \n day ', 40)).toBe('sports day')
  })

  it('is cut between words as cutAtWord cuts it when it is longer', async () => {
    const text = 'the annual sports day of the primary school by the river, filmed twice'
    expect(await quoteAtWord(text, 40)).toBe(cutAtWord(text, 40))
    expect(
      await quoteAtWord('運動会の記録映像を学校の先生方と共有するための長い説明文です', 20),
    ).toBe(cutAtWord('運動会の記録映像を学校の先生方と共有するための長い説明文です', 20))
  })

  it('always reads as cutAtWord does', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 120 }),
        fc.integer({ min: 2, max: 60 }),
        async (text, max) => {
          expect(await quoteAtWord(text, max)).toBe(cutAtWord(text, max))
        },
      ),
    )
  })
})
