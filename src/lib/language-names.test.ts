import { describe, expect, it } from 'vitest'
import { languageName } from './language-names'

describe('a language name', () => {
  it('is written in the interface language', () => {
    expect(languageName('de', 'ja', 'German')).toBe('ドイツ語')
    expect(languageName('en', 'ja', 'English')).toBe('英語')
    expect(languageName('ja', 'en', 'Japanese')).toBe('Japanese')
    expect(languageName('zh', 'en', 'Chinese')).toBe('Chinese')
  })

  it("falls back to the server's name for a code the runtime cannot name", () => {
    expect(languageName('not a tag!', 'ja', 'Klingon')).toBe('Klingon')
    expect(languageName('qaa', 'ja', 'Private')).toBe('Private')
  })
})
