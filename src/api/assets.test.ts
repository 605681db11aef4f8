import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { config } from '@/config/runtime'
import { assetUrl, isRelativeAssetPath } from './assets'

// Strings made of the pieces that build an escape: separators, dots, escapes, schemes.
const hostileText = fc.string({
  unit: fc.constantFrom('/', '\\', '.', '%', '2', '5', 'e', 'f', 'c', ':', 'a', 'http', '//', '%2'),
  maxLength: 16,
})

const prefix = () => `${config().assetsBase}/assets/data/output/v1/`

describe('assetUrl', () => {
  it('puts a relative path under the video folder on the assets origin', () => {
    expect(assetUrl('v1', 'thumb.jpg')).toBe(`${prefix()}thumb.jpg`)
    expect(assetUrl('v1', '/scenes/0/frame 1.jpg')).toBe(`${prefix()}scenes/0/frame%201.jpg`)
    expect(assetUrl('v1', 'v1/thumb.jpg')).toBe(`${prefix()}thumb.jpg`)
    expect(assetUrl('v1', 'clip.mp4', 'input')).toBe(
      `${config().assetsBase}/assets/data/input/v1/clip.mp4`,
    )
  })

  it('gives nothing (the placeholder) for no path', () => {
    expect(assetUrl('v1', null)).toBeUndefined()
    expect(assetUrl('v1', '')).toBeUndefined()
  })

  it.each([
    'https://evil.example/x.jpg',
    'HTTP://evil.example/x.jpg',
    '//evil.example/x.jpg',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    '../other/thumb.jpg',
    'scenes/../../other/thumb.jpg',
    './thumb.jpg',
    'scenes/./thumb.jpg',
    '..',
    '\\\\evil.example\\x.jpg',
    'scenes\\..\\x.jpg',
    '%2e%2e/other/thumb.jpg',
    '%252e%252e/other/thumb.jpg',
    '..%2fother%2fthumb.jpg',
    '..%2Fother',
    '%5c%5cevil.example',
    '%252f%252fevil.example',
    '%25252fx',
    'https%3A%2F%2Fevil.example',
    'a//b.jpg',
    'thumb.jpg\n',
    '%',
  ])('refuses %j', (path) => {
    expect(assetUrl('v1', path)).toBeUndefined()
  })

  it('never leaves the video folder, whatever the server sends', () => {
    fc.assert(
      fc.property(fc.oneof(hostileText, fc.string({ unit: 'grapheme', maxLength: 12 })), (path) => {
        const url = assetUrl('v1', path)
        if (url === undefined) return
        // A browser resolves what we built: it must stay under the video's folder.
        const resolved = new URL(url)
        expect(resolved.origin).toBe(new URL(config().assetsBase).origin)
        expect(resolved.pathname.startsWith('/assets/data/output/v1/')).toBe(true)
        expect(decodeURIComponent(resolved.pathname)).not.toMatch(/\/\.\.?(\/|$)/)
      }),
      { numRuns: 500 },
    )
  })

  it('refuses every path with a dot segment, however it is encoded', () => {
    const dotSegment = fc.constantFrom('.', '..', '%2e', '%2e%2e', '%252e%252e', '.%2e')
    const name = fc.stringMatching(/^[a-z0-9_-]{1,8}(\.jpg)?$/)
    fc.assert(
      fc.property(
        fc.array(name, { maxLength: 3 }),
        dotSegment,
        fc.array(name, { maxLength: 3 }),
        (before, dots, after) => {
          expect(isRelativeAssetPath([...before, dots, ...after].join('/'))).toBe(false)
        },
      ),
    )
  })

  it('accepts ordinary file names, Japanese and spaces included', () => {
    for (const path of [
      'thumb.jpg',
      'scenes/3/frame_0001.jpg',
      '場面 1.jpg',
      '00:01:02.jpg',
      'a%20b.jpg',
    ]) {
      expect(isRelativeAssetPath(path)).toBe(true)
    }
  })
})
