import { afterEach, describe, expect, it } from 'vitest'
import { isDetailOf, isListOrSimilar, previousEntryPathname } from './previous-page'

const setNavigation = (urls: string[], index: number) => {
  ;(globalThis as { navigation?: unknown }).navigation = {
    currentEntry: { index },
    entries: () => urls.map((url) => ({ url })),
  }
}

afterEach(() => {
  delete (globalThis as { navigation?: unknown }).navigation
})

describe('previous page', () => {
  it('reads the previous history entry from the Navigation API', () => {
    setNavigation(['http://app.test/video?page=2', 'http://app.test/video-detail/abc'], 1)
    expect(previousEntryPathname('/ignored')).toBe('/video')
  })

  it('has none for the first entry, even with a fallback', () => {
    setNavigation(['http://app.test/video-detail/abc'], 0)
    expect(previousEntryPathname('/video')).toBeUndefined()
  })

  it('uses the fallback where the Navigation API is missing', () => {
    expect(previousEntryPathname('/video/similar/abc')).toBe('/video/similar/abc')
    expect(previousEntryPathname()).toBeUndefined()
  })

  it('knows the list and SimilarVideo, and nothing else', () => {
    for (const path of ['/video', '/video/', '/video/similar', '/video/similar/abc'])
      expect(isListOrSimilar(path)).toBe(true)
    for (const path of [undefined, '/', '/videos', '/video-detail/abc', '/advanced-search/abc'])
      expect(isListOrSimilar(path)).toBe(false)
  })

  it('recognises the detail page of one video', () => {
    expect(isDetailOf('/video-detail/abc', 'abc')).toBe(true)
    expect(isDetailOf('/video-detail/abc/', 'abc')).toBe(true)
    expect(isDetailOf('/video-detail/abcd', 'abc')).toBe(false)
    expect(isDetailOf('/video-detail/abc/scene/1/frames', 'abc')).toBe(false)
  })
})
