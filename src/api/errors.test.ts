import { describe, expect, it } from 'vitest'
import { normalizeDetail } from './errors'

describe('normalizeDetail (docs/product.md §8)', () => {
  it('gives nothing for a missing detail', () => {
    expect(normalizeDetail(undefined)).toEqual([])
    expect(normalizeDetail(null)).toEqual([])
  })
  it('gives one message for a string', () => {
    expect(normalizeDetail('Current password is incorrect')).toEqual([
      'Current password is incorrect',
    ])
  })
  it('gives one message per list item, the first word replaced by the camel-cased field', () => {
    expect(
      normalizeDetail([
        { loc: ['body', 'new_email'], msg: 'value is not a valid email address' },
        { loc: ['body', 'full_name'], msg: 'Field required' },
      ]),
    ).toEqual(['newEmail is not a valid email address', 'fullName required'])
  })
  it('keeps the text when the location names no field', () => {
    expect(normalizeDetail([{ loc: [], msg: 'Bad thing' }])).toEqual(['Bad thing'])
  })
  it('says "Unknown error" for an item without text', () => {
    expect(normalizeDetail([{ loc: ['body', 'x'] }, 'not an object', { msg: '' }])).toEqual([
      'Unknown error',
      'Unknown error',
      'Unknown error',
    ])
  })
  it('says "An unknown error occurred" for anything else', () => {
    expect(normalizeDetail({ weird: true })).toEqual(['An unknown error occurred'])
    expect(normalizeDetail(42)).toEqual(['An unknown error occurred'])
  })
})
