import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { anyQuery } from '@/test/arbitraries'
import { videoListSchema } from './video-list-params'

describe('video list schema', () => {
  it('repairs any input to a valid page and search text', () => {
    fc.assert(
      fc.property(anyQuery(['page', 'searchValue', 'kept']), (raw) => {
        const out = v.parse(videoListSchema, raw)
        expect(Number.isInteger(out.page) && out.page >= 1).toBe(true)
        expect(typeof out.kept).toBe('boolean')
        if (out.searchValue !== undefined)
          expect([...out.searchValue].length).toBeLessThanOrEqual(200)
      }),
    )
  })

  it('keeps a valid page given as text', () => {
    expect(v.parse(videoListSchema, { page: '4', searchValue: 'cats' })).toEqual({
      page: 4,
      searchValue: 'cats',
      kept: false,
    })
  })

  it('reads kept as on only for true, off for anything else, with no error', () => {
    expect(v.parse(videoListSchema, { kept: true }).kept).toBe(true)
    expect(v.parse(videoListSchema, { kept: 'true' }).kept).toBe(true)
    for (const kept of ['false', 'yes', 1, null, ['true'], {}])
      expect(v.parse(videoListSchema, { kept }).kept).toBe(false)
  })
})
