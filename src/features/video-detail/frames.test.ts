import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FRAME_PREVIEW_COUNT } from '@/config/limits'
import { sampleFrames } from './frames'

const range = (n: number) => Array.from({ length: n }, (_, i) => i)

describe('sampleFrames', () => {
  it('shows up to six frames whole', () => {
    expect(sampleFrames([])).toEqual([])
    expect(sampleFrames(range(1))).toEqual([0])
    expect(sampleFrames(range(6))).toEqual(range(6))
  })

  it('samples six evenly spaced frames from more, first and last included', () => {
    expect(sampleFrames(range(7))).toEqual([0, 1, 2, 4, 5, 6])
    expect(sampleFrames(range(12))).toEqual([0, 2, 4, 7, 9, 11])
    expect(sampleFrames(range(2400))).toEqual([0, 480, 960, 1439, 1919, 2399])
  })

  it('always gives distinct, ordered frames that span the scene', () => {
    fc.assert(
      fc.property(fc.integer({ min: 7, max: 50_000 }), (n) => {
        const sample = sampleFrames(range(n))
        expect(sample).toHaveLength(FRAME_PREVIEW_COUNT)
        expect(sample[0]).toBe(0)
        expect(sample.at(-1)).toBe(n - 1)
        for (let i = 1; i < sample.length; i++) {
          const gap = (sample[i] as number) - (sample[i - 1] as number)
          expect(gap).toBeGreaterThan(0)
          // even spacing: every gap within one frame of the ideal
          expect(Math.abs(gap - (n - 1) / (FRAME_PREVIEW_COUNT - 1))).toBeLessThanOrEqual(1)
        }
      }),
    )
  })
})
