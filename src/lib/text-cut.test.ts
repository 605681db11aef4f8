import { describe, expect, it } from 'vitest'
import { cutAtWord, splitAtWord } from './text-cut'
import { cutPlaces } from './word-bounds'

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

describe('splitAtWord (a scene result: title and body)', () => {
  const chars = (text: string) => Array.from(text).length

  it('cuts English between words: the 60th character inside a word goes to the rest', () => {
    const text = 'A presenter introduces the spring product campaign in a bright studio'
    // The 60th character is the "g" of "bright": "… in a brig" was the cut before.
    expect(Array.from(text)[59]).toBe('g')
    expect(splitAtWord(text, 60)).toEqual({
      head: 'A presenter introduces the spring product campaign in a',
      rest: 'bright studio',
    })
  })

  it('keeps a word that ends at the 60th character', () => {
    const text = `${'word '.repeat(11)}sixty and more`
    expect(chars(`${'word '.repeat(11)}sixty`)).toBe(60)
    expect(splitAtWord(text, 60)).toEqual({ head: `${'word '.repeat(11)}sixty`, rest: 'and more' })
  })

  it('cuts Japanese between phrases, never inside a word', () => {
    const text =
      '青いグラデーションの上にブランドロゴが現れ、ウェブサイトへの案内が表示される。体育館で運動会の練習をする生徒たちが元気よく走っています。'
    const { head, rest } = splitAtWord(text, 60)
    expect(head + rest).toBe(text)
    expect(chars(head)).toBeLessThanOrEqual(60)
    expect(chars(head)).toBeGreaterThan(50)
    // The rest starts a phrase: never a particle or a verb's ending.
    expect(rest).not.toMatch(/^\p{sc=Hiragana}/u)
    expect(head.endsWith('生徒たちが')).toBe(true)
  })

  it('cuts mixed text where the scripts meet', () => {
    const text =
      'The launch video shows 新しいスマートウォッチ on a desk, then the AIカメラで撮影した夜景'
    // The 60th character ends カメラ, but its phrase goes on (カメラで): cut before it.
    expect(Array.from(text).slice(0, 60).join('').endsWith('AIカメラ')).toBe(true)
    expect(splitAtWord(text, 60)).toEqual({
      head: 'The launch video shows 新しいスマートウォッチ on a desk, then the AI',
      rest: 'カメラで撮影した夜景',
    })
  })

  it('cuts a first word over 60 characters after its 60th', () => {
    const long = 'x'.repeat(70)
    expect(splitAtWord(`${long} and the rest`, 60)).toEqual({
      head: 'x'.repeat(60),
      rest: `${'x'.repeat(10)} and the rest`,
    })
  })

  it('counts code points and never splits a surrogate pair or an emoji sequence', () => {
    // 𠮷 is one character in two UTF-16 units: the 60th, kept.
    const kanji = `${'a'.repeat(59)}𠮷bbb`
    expect(splitAtWord(kanji, 60)).toEqual({ head: `${'a'.repeat(59)}𠮷`, rest: 'bbb' })
    // A family emoji is five code points: it does not fit after 58, so it goes whole.
    const family = `${'a'.repeat(58)}👨‍👩‍👧bbb`
    expect(splitAtWord(family, 60)).toEqual({ head: 'a'.repeat(58), rest: '👨‍👩‍👧bbb' })
    // Between words, an emoji is a word of its own.
    const party = `${'word '.repeat(11)}🎉🎉 more`
    expect(splitAtWord(party, 60).head).toBe(`${'word '.repeat(11)}🎉🎉`)
  })

  it('leaves a text that fits whole', () => {
    expect(splitAtWord('A short scene.', 60)).toEqual({ head: 'A short scene.', rest: '' })
    expect(splitAtWord('b'.repeat(60), 60)).toEqual({ head: 'b'.repeat(60), rest: '' })
  })
})

describe('a long text is cut by its start alone', () => {
  // The rule read over the whole text's words, as cutPlace did before it read only the start.
  const wholeTextHead = (text: string, max: number) => {
    let best = 0
    for (const at of cutPlaces(text)) {
      const head = text.slice(0, at).trimEnd()
      if (Array.from(head).length > max) break
      if (head.trim()) best = at
    }
    // No place fits: the first word is cut after its last character that does.
    return best ? text.slice(0, best).trimEnd() : Array.from(text).slice(0, max).join('')
  }
  const starts = [
    'The principal speaks to the students in the hall while the band tunes up behind her',
    '体育館のステージに生徒たちが旗と横断幕を持って上がり、保護者と先生たちが拍手をしている',
    'Harrington     Academy\u3000の生徒たちが「ロゴ」を掲げて 3人ずつ入場する 🎉🎉 2025年の運動会',
  ]
  for (const start of starts) {
    it(`cuts "${start.slice(0, 16)}…" where the whole text's words would`, () => {
      const long = `${start} ${'そしてカメラは椅子の列をゆっくりと横切る and pans across the rows '.repeat(40)}`
      for (const max of [8, 20, 30, 40, 59, 60, 80, 100]) {
        expect(splitAtWord(long, max).head).toBe(wholeTextHead(long, max))
      }
    })
  }
})
