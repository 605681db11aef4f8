import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { anyQuery } from '@/test/arbitraries'
import { videoDetailSchema } from './video-detail-params'

describe('video detail schema', () => {
  it('repairs any input to a scene index, a find text and a moment, or drops them', () => {
    fc.assert(
      fc.property(anyQuery(['sceneIndex', 'find', 't']), (raw) => {
        const out = v.parse(videoDetailSchema, raw)
        if (out.sceneIndex !== undefined) expect(Number.isInteger(out.sceneIndex)).toBe(true)
        if (out.find !== undefined) expect([...out.find].length).toBeLessThanOrEqual(200)
        if (out.t !== undefined)
          expect(Number.isInteger(out.t) && out.t >= 0 && out.t <= 359_999).toBe(true)
      }),
    )
  })

  it('keeps valid values, as the router parses them from the address', () => {
    expect(v.parse(videoDetailSchema, { sceneIndex: 2, find: 'river', t: 40 })).toEqual({
      sceneIndex: 2,
      find: 'river',
      t: 40,
    })
    expect(v.parse(videoDetailSchema, { find: 2025, t: '40.7' })).toEqual({
      sceneIndex: undefined,
      find: '2025',
      t: 40,
    })
  })

  it('drops a moment that is not one', () => {
    for (const t of [-1, 'soon', 1e9, Number.NaN, true, null, ''])
      expect(v.parse(videoDetailSchema, { t }).t).toBeUndefined()
  })
})
