import { describe, expect, it } from 'vitest'
import { camelizeKeys } from './case'
import {
  formatDate,
  formatDateTime,
  formatDuration,
  formatSceneTime,
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
})

describe('camelizeKeys', () => {
  it('converts nested keys but leaves values alone', () => {
    expect(camelizeKeys({ a_b: { c_d: ['e_f'] } })).toEqual({ aB: { cD: ['e_f'] } })
  })
})
