import { describe, expect, it } from 'vitest'
import type { Scene } from '@/api/videos'
import { inSequence, sceneSpans, spanAt, type TimelineLayout, timelineLayout } from './scene-spans'

const scene = (index: number, startTime: string, endTime: string): Scene => ({
  index,
  startTime,
  endTime,
  description: `Scene ${index}`,
  thumbnail: null,
  videoPath: null,
  frames: [],
})

/** Each piece as [scene number or "gap", its share of the bar in percent]. */
const shares = ({ pieces }: TimelineLayout) => {
  const total = pieces.reduce((sum, piece) => sum + piece.grow, 0)
  return pieces.map((piece) => [
    piece.kind === 'gap' ? 'gap' : piece.span.number,
    Math.round((piece.grow / total) * 1000) / 10,
  ])
}

describe('timelineLayout', () => {
  it('draws scenes as wide as they last, to the video length', () => {
    const spans = sceneSpans([
      scene(0, '00:00:00.000', '00:00:30.000'),
      scene(1, '00:00:30.000', '00:01:30.000'),
      scene(2, '00:01:30.000', '00:01:40.000'),
    ])
    const layout = timelineLayout(spans, 100)
    expect(layout.toScale).toBe(true)
    expect(shares(layout)).toEqual([
      [1, 30],
      [2, 60],
      [3, 10],
    ])
  })

  it('shows time no scene covers as gaps, inside and after the scenes', () => {
    const layout = timelineLayout(
      sceneSpans([scene(0, '00:00:10.000', '00:00:20.000'), scene(1, '00:00:40', '00:00:50')]),
      100,
    )
    expect(shares(layout)).toEqual([
      ['gap', 10],
      [1, 10],
      ['gap', 20],
      [2, 10],
      ['gap', 50],
    ])
  })

  it('ignores rounding between scenes and a video length shorter than the scenes', () => {
    const layout = timelineLayout(
      sceneSpans([scene(0, '00:00:00.000', '00:00:10.020'), scene(1, '00:00:10.000', '00:00:20')]),
      12,
    )
    expect(layout.toScale).toBe(true)
    expect(layout.pieces.map((piece) => piece.kind)).toEqual(['scene', 'scene'])
  })

  it.each([
    ['a missing time', [scene(0, '00:00:00', ''), scene(1, '00:00:10', '00:00:20')]],
    ['an unreadable time', [scene(0, '00:00:00', 'soon'), scene(1, '00:00:10', '00:00:20')]],
    ['an overlap', [scene(0, '00:00:00', '00:00:30'), scene(1, '00:00:10', '00:00:40')]],
    ['an end before its start', [scene(0, '00:00:30', '00:00:10'), scene(1, '00:00:30', '00:01')]],
    ['scenes out of order', [scene(0, '00:00:30', '00:00:40'), scene(1, '00:00:00', '00:00:10')]],
  ])('draws every scene at an equal width with %s', (_, scenes) => {
    const layout = timelineLayout(sceneSpans(scenes), 100)
    expect(layout.toScale).toBe(false)
    expect(shares(layout)).toEqual([
      [1, 50],
      [2, 50],
    ])
  })

  it('draws nothing for no scenes', () => {
    expect(timelineLayout([], 100).pieces).toEqual([])
  })
})

describe('sceneSpans and spanAt', () => {
  const spans = sceneSpans([
    scene(0, '00:00:00.000', '00:00:30.000'),
    scene(1, '00:00:40.000', '00:01:00.000'),
    scene(2, 'x', '00:02:00.000'),
  ])

  it('reads the times and says which scenes are timed', () => {
    expect(spans.map((span) => [span.number, span.start, span.end, span.timed])).toEqual([
      [1, 0, 30, true],
      [2, 40, 60, true],
      [3, undefined, 120, false],
    ])
    expect(inSequence(spans)).toBe(false)
    expect(inSequence(spans.slice(0, 2))).toBe(true)
  })

  it('finds the scene playing at a moment; a gap belongs to the scene before it', () => {
    expect(spanAt(spans, 0)?.number).toBe(1)
    expect(spanAt(spans, 35)?.number).toBe(1)
    expect(spanAt(spans, 40)?.number).toBe(2)
    expect(spanAt(spans, 500)?.number).toBe(2)
    expect(spanAt(sceneSpans([scene(0, '00:00:10', '00:00:20')]), 5)).toBeUndefined()
  })
})
