import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FRAME_RATES, framesAt, parseTimecode, secondsAt, timecode } from './timecode'

describe('timecode', () => {
  it('counts whole frames at the non-drop rates', () => {
    expect(timecode(0, '25')).toBe('00:00:00:00')
    expect(timecode(24, '24')).toBe('00:00:01:00')
    expect(timecode(25 * 3661 + 7, '25')).toBe('01:01:01:07')
    expect(timecode(30 * 60 - 1, '30')).toBe('00:00:59:29')
    expect(framesAt(72.48, '25')).toBe(1812)
    expect(framesAt(-3, '25')).toBe(0)
  })

  it('skips the labels 00 and 01 at each minute but every tenth at 29.97 drop-frame', () => {
    expect(timecode(1799, '29.97df')).toBe('00:00:59;29')
    expect(timecode(1800, '29.97df')).toBe('00:01:00;02')
    expect(timecode(3597, '29.97df')).toBe('00:01:59;29')
    expect(timecode(3598, '29.97df')).toBe('00:02:00;02')
    expect(timecode(17_981, '29.97df')).toBe('00:09:59;29')
    expect(timecode(17_982, '29.97df')).toBe('00:10:00;00')
    expect(timecode(17_983, '29.97df')).toBe('00:10:00;01')
    expect(timecode(17_982 + 1800, '29.97df')).toBe('00:11:00;02')
    // An hour of 29.97 is 107,892 frames: the clock reads one hour exactly.
    expect(timecode(107_892, '29.97df')).toBe('01:00:00;00')
    expect(framesAt(3600, '29.97df')).toBe(107_892)
  })

  it('refuses the labels drop-frame never uses, and the wrong separator', () => {
    expect(parseTimecode('00:01:00;00', '29.97df')).toBeUndefined()
    expect(parseTimecode('00:01:00;01', '29.97df')).toBeUndefined()
    expect(parseTimecode('00:10:00;00', '29.97df')).toBe(17_982)
    expect(parseTimecode('00:01:00;02', '29.97df')).toBe(1800)
    expect(parseTimecode('00:01:00:02', '29.97df')).toBeUndefined()
    expect(parseTimecode('00:00:01;00', '25')).toBeUndefined()
    expect(parseTimecode('00:00:00:25', '25')).toBeUndefined()
    expect(parseTimecode('00:60:00:00', '25')).toBeUndefined()
    expect(parseTimecode('soon', '25')).toBeUndefined()
  })

  // Every frame of the first eleven minutes (where the drop-frame rule turns), then frames
  // drawn from a whole day. Mismatches are collected: an expect per frame is slow.
  const ELEVEN_MINUTES = 30 * 60 * 11

  it.each(FRAME_RATES)('round-trips every frame at %s', (rate) => {
    const wrong: string[] = []
    for (let frames = 0; frames < ELEVEN_MINUTES; frames++) {
      const label = timecode(frames, rate)
      if (parseTimecode(label, rate) !== frames) wrong.push(`${frames} → ${label}`)
    }
    expect(wrong).toEqual([])
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 3600 * 30 - 1 }), (frames) => {
        expect(parseTimecode(timecode(frames, rate), rate)).toBe(frames)
      }),
      { numRuns: 500 },
    )
  })

  it.each(FRAME_RATES)('gives labels in order, one per frame, at %s', (rate) => {
    const wrong: number[] = []
    let previous = ''
    for (let frames = 0; frames < ELEVEN_MINUTES; frames++) {
      const label = timecode(frames, rate).replace(';', ':')
      if (!(label > previous)) wrong.push(frames)
      previous = label
    }
    expect(wrong).toEqual([])
  })

  it.each(FRAME_RATES)('puts a time within half a frame of its timecode at %s', (rate) => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 86_000, noNaN: true }), (seconds) => {
        const frames = framesAt(seconds, rate)
        expect(Math.abs(secondsAt(frames, rate) - seconds)).toBeLessThanOrEqual(
          secondsAt(1, rate) / 2 + 1e-9,
        )
      }),
    )
  })
})
