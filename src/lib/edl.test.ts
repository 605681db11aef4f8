import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { pythonLines, readEdl } from '@/test/format-readers'
import { cmx3600 } from './edl'
import { FRAME_RATES, framesAt, timecode } from './timecode'

const scenes = [
  { start: 0, end: 72.48, comment: 'The river at sunrise.' },
  { start: 72.48, end: 190.2, comment: '校長先生が話す。\nSecond line' },
  { start: 190.2, end: 3725.9, comment: '' },
]

describe('cmx3600', () => {
  it.each(FRAME_RATES)('writes one event per scene whose timecodes read back at %s', (rate) => {
    const edl = cmx3600({ title: 'Sports Day', clipName: 'sports_day.mp4', events: scenes, rate })
    const read = readEdl(edl, rate)
    expect(read.title).toBe('Sports Day')
    expect(read.dropFrame).toBe(rate === '29.97df')
    expect(read.events).toHaveLength(3)
    read.events.forEach((event, i) => {
      const scene = scenes[i]!
      expect(event).toMatchObject({ number: i + 1, reel: 'AX', track: 'V', transition: 'C' })
      expect(event.sourceIn).toBe(framesAt(scene.start, rate))
      expect(event.sourceOut).toBe(framesAt(scene.end, rate))
      // The record side lays each scene out where it is in the video.
      expect(event.recordIn).toBe(event.sourceIn)
      expect(event.recordOut).toBe(event.sourceOut)
      expect(event.notes[0]).toBe('* FROM CLIP NAME: sports_day.mp4')
    })
    expect(read.events[1]!.notes[1]).toBe('* COMMENT: 校長先生が話す。 Second line')
    expect(read.events[2]!.notes).toHaveLength(1)
  })

  it('writes the fixed columns of the format, CRLF line ends', () => {
    const edl = cmx3600({ title: 'T', events: [{ start: 1, end: 2 }], rate: '25' })
    expect(edl).toBe(
      [
        'TITLE: T',
        'FCM: NON-DROP FRAME',
        '',
        '001  AX       V     C        00:00:01:00 00:00:02:00 00:00:01:00 00:00:02:00',
        '',
      ].join('\r\n'),
    )
  })

  it('uses drop-frame timecodes at 29.97 across the minute', () => {
    const edl = cmx3600({ title: 'T', events: [{ start: 59.9, end: 61 }], rate: '29.97df' })
    expect(edl).toContain(`${timecode(framesAt(59.9, '29.97df'), '29.97df')} 00:01:01;00`)
    expect(edl).toContain('FCM: DROP FRAME')
  })

  it('orders events by start, keeps a too-short one a frame long, leaves out broken times', () => {
    const edl = cmx3600({
      title: 'T',
      events: [
        { start: 10, end: 10 },
        { start: 2, end: 4 },
        { start: Number.NaN, end: 3 },
      ],
      rate: '25',
    })
    const { events } = readEdl(edl, '25')
    expect(events.map((event) => [event.sourceIn, event.sourceOut])).toEqual([
      [50, 100],
      [250, 251],
    ])
  })
})

/** Text with what breaks lines or UTF-8: controls, separators, lone surrogate halves, emoji. */
const hostileText = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({
    unit: fc.constantFrom(
      ...['\u0000', '\u000b', '\u000c', '\u001c', '\u001d', '\u001e', '\u0085', '\u2028'],
      ...['\u2029', '\r', '\n', '\t', '\ud83d', '\ude00', '😀', 'a', ' ', '校'],
    ),
    maxLength: 90,
  }),
)

it('gives any title, clip name and comments a file that a line-splitting reader reads as written', () => {
  fc.assert(
    fc.property(
      hostileText,
      hostileText,
      fc.array(hostileText, { maxLength: 4 }),
      (title, clipName, comments) => {
        const events = comments.map((comment, i) => ({ start: i * 2, end: i * 2 + 1, comment }))
        const edl = cmx3600({ title, clipName, events, rate: '25' })
        expect(edl.isWellFormed()).toBe(true)
        // Python's splitlines() finds exactly the lines the writer wrote, so the same events.
        expect(pythonLines(edl)).toEqual(edl.split('\r\n'))
        const read = readEdl(edl, '25', pythonLines)
        expect(read.events.map((event) => event.sourceIn)).toEqual(events.map((e) => e.start * 25))
        expect(Array.from(read.title).length).toBeLessThanOrEqual(70)
      },
    ),
  )
})
