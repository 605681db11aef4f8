import { describe, expect, it } from 'vitest'
import { cutAtWord } from './text-cut'

describe('cutAtWord', () => {
  it('keeps a short text whole, white space folded', () => {
    expect(cutAtWord('  The river\n at sunrise ', 40)).toBe('The river at sunrise')
  })

  it('cuts between words and adds an ellipsis within the limit', () => {
    const cut = cutAtWord('The principal speaks to the students in the hall', 24)
    expect(cut).toBe('The principal speaks to…')
    expect(Array.from(cut).length).toBeLessThanOrEqual(24)
  })

  it('cuts Japanese at a word, not inside one', () => {
    const text = '体育館で運動会の練習をする生徒たちが元気よく走っています'
    const cut = cutAtWord(text, 10)
    expect(Array.from(cut).length).toBeLessThanOrEqual(10)
    expect(cut.endsWith('…')).toBe(true)
    expect(text.startsWith(cut.slice(0, -1))).toBe(true)
    // 運動会 stays whole or goes: never 運 or 運動 alone at the end.
    expect(cut).not.toMatch(/運…$|運動…$/)
  })

  it('cuts a single long word when nothing else fits', () => {
    expect(cutAtWord('Supercalifragilisticexpialidocious', 10)).toBe('Supercali…')
  })
})
