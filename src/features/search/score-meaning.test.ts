import { describe, expect, it } from 'vitest'
import { SCORE_BANDS } from '@/config/limits'
import { scoreBand, scoreScale } from './score-meaning'

describe('score meaning', () => {
  it('reads each method on its own scale', () => {
    // One query's top hit in the double: 0.26 semantic, 0.60 keyword, 1.00 hybrid.
    expect(scoreBand(0.26, 'dense')).toBe('mid')
    expect(scoreBand(0.6, 'sparse')).toBe('high')
    expect(scoreBand(1, 'hybrid')).toBe('high')
    // The same number means different things: 0.45 is strong in meaning, weak as a rank.
    expect(scoreBand(0.45, 'dense')).toBe('high')
    expect(scoreBand(0.45, 'sparse')).toBe('mid')
    expect(scoreBand(0.45, 'hybrid')).toBe('low')
    expect(scoreBand(0.45, 'device')).toBe('mid')
  })

  it('puts each threshold in the band above it, read at two decimals as shown', () => {
    for (const [scale, { high, mid }] of Object.entries(SCORE_BANDS)) {
      const on = scale as keyof typeof SCORE_BANDS
      expect(scoreBand(high, on)).toBe('high')
      expect(scoreBand(mid, on)).toBe('mid')
      expect(scoreBand(mid - 0.01, on)).toBe('low')
      // 0.3499 shows as 0.35: it reads as 0.35 does.
      expect(scoreBand(high - 0.0001, on)).toBe('high')
      expect(scoreBand(high - 0.006, on)).toBe('mid')
    }
  })

  it('takes scores outside 0..1 (the contract does not bound them) at their ends', () => {
    expect(scoreBand(1.7, 'dense')).toBe('high')
    expect(scoreBand(-0.2, 'hybrid')).toBe('low')
  })

  it('uses this device’s scale for results from this device, whatever the method', () => {
    expect(scoreScale('hybrid', true)).toBe('device')
    expect(scoreScale('dense', false)).toBe('dense')
  })
})
