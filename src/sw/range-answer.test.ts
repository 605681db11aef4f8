import { describe, expect, it } from 'vitest'
import { parseRange, rangeAnswer } from './range-answer'

const BYTES = new Uint8Array(Array.from({ length: 100 }, (_, i) => i))
const FILE = { size: 100, type: 'video/mp4' }
const text = async (response: Response) => [...new Uint8Array(await response.arrayBuffer())]

describe('parseRange', () => {
  it.each([
    ['bytes=0-', [0, 99]],
    ['bytes=10-19', [10, 19]],
    ['bytes=90-200', [90, 99]],
    ['bytes=-5', [95, 99]],
    ['bytes=-500', [0, 99]],
    ['bytes=5-9, 20-29', [5, 9]],
    ['bytes=100-', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=9-5', undefined],
    ['items=0-5', undefined],
    ['bytes=-', undefined],
  ] as const)('%s', (header, expected) => {
    expect(parseRange(header, 100)).toEqual(expected)
  })
})

describe('rangeAnswer', () => {
  it('answers the whole file without a Range', async () => {
    const response = rangeAnswer(new Blob([BYTES]), FILE, null)
    expect(response.status).toBe(200)
    expect(response.headers.get('accept-ranges')).toBe('bytes')
    expect(response.headers.get('content-length')).toBe('100')
    expect(response.headers.get('content-type')).toBe('video/mp4')
    expect((await text(response)).length).toBe(100)
  })

  it('answers a range with 206 and Content-Range', async () => {
    const response = rangeAnswer(new Blob([BYTES]), FILE, 'bytes=75-')
    expect(response.status).toBe(206)
    expect(response.headers.get('content-range')).toBe('bytes 75-99/100')
    expect(response.headers.get('content-length')).toBe('25')
    expect(await text(response)).toEqual([...BYTES.slice(75)])
  })

  it('reads a range from a blob that starts at an offset', async () => {
    const response = rangeAnswer(
      new Blob([BYTES.slice(40)]),
      { ...FILE, offset: 40 },
      'bytes=50-52',
    )
    expect(response.headers.get('content-range')).toBe('bytes 50-52/100')
    expect(await text(response)).toEqual([50, 51, 52])
  })

  it('refuses a range past the end with 416', () => {
    const response = rangeAnswer(new Blob([BYTES]), FILE, 'bytes=100-')
    expect(response.status).toBe(416)
    expect(response.headers.get('content-range')).toBe('bytes */100')
  })
})
