import { describe, expect, it } from 'vitest'
import { readVtt } from '@/test/format-readers'
import { chaptersVtt } from './webvtt'

describe('chaptersVtt', () => {
  it('writes one cue per chapter that reads back with its times and title', () => {
    const vtt = chaptersVtt([
      { id: '1', start: 0, end: 72.48, title: 'The river at sunrise' },
      { id: '2', start: 72.48, end: 7265.5, title: '校長先生のあいさつ' },
    ])
    expect(vtt.startsWith('WEBVTT\n\n1\n00:00:00.000 --> 00:01:12.480\nThe river')).toBe(true)
    expect(readVtt(vtt)).toEqual([
      { id: '1', start: 0, end: 72.48, text: 'The river at sunrise' },
      { id: '2', start: 72.48, end: 7265.5, text: '校長先生のあいさつ' },
    ])
  })

  it('escapes markup and keeps each title on one line', () => {
    const vtt = chaptersVtt([{ id: 'a-->b', start: 0, end: 1, title: 'Q&A <live>\n\nnext' }])
    const [cue] = readVtt(vtt)
    expect(cue).toEqual({ id: 'a→b', start: 0, end: 1, text: 'Q&A <live> next' })
  })

  it('orders chapters, ends an overlapping one where the next begins, drops empty ones', () => {
    const vtt = chaptersVtt([
      { id: '2', start: 10, end: 30, title: 'two' },
      { id: '1', start: 0, end: 15, title: 'one' },
      { id: '3', start: 30, end: 30, title: 'none' },
      { id: '4', start: Number.NaN, end: 40, title: 'broken' },
    ])
    expect(readVtt(vtt).map(({ id, start, end }) => [id, start, end])).toEqual([
      ['1', 0, 10],
      ['2', 10, 30],
    ])
  })

  it('is a valid file without chapters, and names an untitled one by its id', () => {
    expect(readVtt(chaptersVtt([]))).toEqual([])
    expect(readVtt(chaptersVtt([{ id: 'Scene 3', start: 1, end: 2, title: ' ' }]))[0]!.text).toBe(
      'Scene 3',
    )
  })
})
