import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { camelizeKeys } from './case'
import {
  formatDate,
  formatDateTime,
  formatDuration,
  formatPreciseTime,
  formatSceneTime,
  parseDate,
  parseSceneTime,
  sceneTimeToSeconds,
} from './dates'

describe('formats (docs/product.md §9)', () => {
  it('list time YYYY/MM/DD HH:mm and detail date YYYY/MM/DD in local time', () => {
    const local = new Date(2025, 0, 5, 7, 9).toISOString()
    expect(formatDateTime(local)).toBe('2025/01/05 07:09')
    expect(formatDate(local)).toBe('2025/01/05')
    expect(formatDateTime('garbage')).toBe('—')
    expect(formatDate(null)).toBe('—')
  })
  it('reads a date or time without a zone as local time, with a zone as that instant', () => {
    expect(formatDate('2024-12-24')).toBe('2024/12/24')
    expect(formatDateTime('2025-01-05T07:09:30.123456')).toBe('2025/01/05 07:09')
    expect(formatDateTime('2025-01-05 07:09')).toBe('2025/01/05 07:09')
    const instant = '2025-01-05T07:09:00Z'
    const local = new Date(instant)
    const expected = `${local.getFullYear()}/${String(local.getMonth() + 1).padStart(2, '0')}/${String(local.getDate()).padStart(2, '0')}`
    expect(formatDate(instant)).toBe(expected)
    expect(formatDate('soon')).toBe('—')
  })
  it('length HH:mm:ss', () => {
    expect(formatDuration(3725.9)).toBe('01:02:05')
    expect(formatDuration(0)).toBe('00:00:00')
    expect(formatDuration(Number.NaN)).toBe('—')
  })
  it('scene times HH:mm:ss from HH:mm:ss.SSS', () => {
    expect(formatSceneTime('00:01:02.345')).toBe('00:01:02')
    expect(formatSceneTime('1:01:02')).toBe('01:01:02')
    expect(formatSceneTime('x')).toBe('—')
    expect(sceneTimeToSeconds('00:01:02.5')).toBeCloseTo(62.5)
  })
  it('reads a scene time strictly: anything that is not a time is undefined, never 0', () => {
    expect(parseSceneTime('00:01:12.480')).toBeCloseTo(72.48)
    expect(parseSceneTime('1:00:00')).toBe(3600)
    expect(parseSceneTime('00:00:01.123456')).toBeCloseTo(1.123)
    for (const bad of ['', null, undefined, 'soon', '00:61:00', '00:00:60', '12:30', '-00:00:01'])
      expect(parseSceneTime(bad)).toBeUndefined()
    expect(sceneTimeToSeconds('soon')).toBe(0)
  })
  it('precise times HH:mm:ss.SSS, round-tripping through the scene time reader', () => {
    expect(formatPreciseTime(72.48)).toBe('00:01:12.480')
    expect(formatPreciseTime(7265.5)).toBe('02:01:05.500')
    expect(formatPreciseTime(-1)).toBe('00:00:00.000')
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 359_999_999 }), (millis) => {
        expect(parseSceneTime(formatPreciseTime(millis / 1000))).toBeCloseTo(millis / 1000, 3)
      }),
    )
  })
})

describe("parseDate (docs/product.md §9: dates show in the viewer's local time)", () => {
  const pad = (n: number) => String(n).padStart(2, '0')
  const shown = (date: Date) =>
    `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`
  /** Minutes east of UTC for each zone suffix the server may send; null: no zone (local). */
  const ZONES: Record<string, number | null> = {
    '': null,
    '.123456': null,
    ' ': null,
    Z: 0,
    '+09:00': 9 * 60,
    '-05:00': -5 * 60,
  }
  it('reads a value without a zone as local time and one with a zone as that instant', () => {
    const timestamps = fc.record({
      year: fc.integer({ min: 1971, max: 2099 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 28 }),
      hour: fc.integer({ min: 0, max: 23 }),
      minute: fc.integer({ min: 0, max: 59 }),
      zone: fc.constantFrom(...Object.keys(ZONES)),
      dateOnly: fc.boolean(),
    })
    fc.assert(
      fc.property(timestamps, ({ year, month, day, hour, minute, zone, dateOnly }) => {
        const date = `${year}-${pad(month)}-${pad(day)}`
        const value = dateOnly ? date : `${date}T${pad(hour)}:${pad(minute)}:00${zone.trim()}`
        const offset = dateOnly ? null : ZONES[zone]
        // The expected instant, computed by hand: local fields, or UTC minus the zone's offset.
        const expected =
          offset === null || offset === undefined
            ? dateOnly
              ? new Date(year, month - 1, day)
              : new Date(year, month - 1, day, hour, minute, 0, zone === '.123456' ? 123 : 0)
            : new Date(Date.UTC(year, month - 1, day, hour, minute) - offset * 60_000)
        expect(parseDate(value)?.getTime()).toBe(expected.getTime())
        expect(formatDateTime(value)).toBe(shown(expected))
      }),
    )
  })
  it('is null for a missing or unreadable value, never "now"', () => {
    for (const value of [null, undefined, '', 'soon', 'garbage']) {
      expect(parseDate(value)).toBeNull()
    }
  })
})

describe('camelizeKeys', () => {
  it('converts nested keys but leaves values alone', () => {
    expect(camelizeKeys({ a_b: { c_d: ['e_f'] } })).toEqual({ aB: { cD: ['e_f'] } })
  })
})
