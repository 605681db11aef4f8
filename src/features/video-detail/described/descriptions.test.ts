import { describe, expect, it } from 'vitest'
import type { Scene } from '@/api/videos'
import { sceneSpans } from '../scene-spans'
import { descriptionCues, descriptionsVtt } from './descriptions'

const scene = (index: number, startTime: string, endTime: string, description: string): Scene => ({
  index,
  startTime,
  endTime,
  description,
  thumbnail: null,
  videoPath: null,
  frames: [],
})

describe('the descriptions track', () => {
  const spans = sceneSpans([
    scene(0, '00:00:00', '00:00:12', 'A blue field & a clock.'),
    scene(1, '00:00:12', '00:00:24', '黄色の画面に時計が映っています。'),
    scene(2, 'soon', '00:00:30', 'Times that do not read.'),
    scene(3, '00:00:30', '00:00:40', '   '),
  ])

  it('has one cue per timed scene with a description, the whole of it, numbered', () => {
    expect(descriptionCues(spans)).toEqual([
      { id: '1', start: 0, end: 12, title: 'A blue field & a clock.' },
      { id: '2', start: 12, end: 24, title: '黄色の画面に時計が映っています。' },
    ])
  })

  it('is a WebVTT file, its text escaped', () => {
    expect(descriptionsVtt(spans)).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:12.000\nA blue field &amp; a clock.\n\n' +
        '2\n00:00:12.000 --> 00:00:24.000\n黄色の画面に時計が映っています。\n',
    )
  })
})
