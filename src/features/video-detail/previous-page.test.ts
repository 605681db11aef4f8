import { afterEach, describe, expect, it } from 'vitest'
import { previousEntryPathname } from './previous-page'

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
})
