import { describe, expect, it } from 'vitest'
import { formatBytes, nothingSaved } from './device-report'

describe('sizes in words', () => {
  it.each([
    [0, 'en', '0 bytes'],
    [999, 'en', '999 bytes'],
    [1000, 'en', '1 kB'],
    [1_530_000, 'en', '1.5 MB'],
    [123_456_789, 'en', '123 MB'],
    [2_000_000_000_000, 'en', '2 TB'],
    [-5, 'en', '0 bytes'],
    [512, 'ja', '512 バイト'],
    [1_530_000, 'ja', '1.5 MB'],
  ])('%d bytes in %s: %s', (bytes, locale, expected) => {
    expect(formatBytes(bytes, locale)).toBe(expected)
  })
})

describe('nothing saved', () => {
  it('is no page, image or indexed video; an unknown count is no evidence of any', () => {
    const none = { libraryPages: 0, detailPages: 0, images: null, indexedVideos: 0 }
    expect(nothingSaved(none)).toBe(true)
    expect(nothingSaved({ ...none, images: 3 })).toBe(false)
    expect(nothingSaved({ ...none, detailPages: 1 })).toBe(false)
  })
})
