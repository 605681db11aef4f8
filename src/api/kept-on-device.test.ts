import { describe, expect, it } from 'vitest'
import type { KeptRecord } from '@/offline/kept-files'
import { keptMarks, keptVideos } from './kept-on-device'

const record = (videoId: string, kind: KeptRecord['kind'], stored: number): KeptRecord =>
  ({
    videoId,
    kind,
    title: videoId,
    url: `https://assets.test/${videoId}/${kind}`,
    type: 'video/mp4',
    size: 100,
    stored,
    partBytes: 100,
    keptAt: 1,
  }) as KeptRecord

describe('keptMarks', () => {
  it('marks a video whole only when every one of its files is kept whole', () => {
    const records = [
      record('a', 'full', 100),
      record('a', 'trailer', 100),
      record('b', 'full', 100),
      record('b', 'trailer', 40),
      record('b', 'scene-0', 100),
      record('c', 'full', 0),
    ]
    expect(keptMarks(records)).toEqual(
      new Map([
        ['a', 'whole'],
        ['b', 'partly'],
        ['c', 'partly'],
      ]),
    )
  })

  it('says what the kept videos say, one video at a time', () => {
    const records = [record('a', 'full', 100), record('b', 'full', 100), record('b', 'trailer', 1)]
    const marks = keptMarks(records)
    for (const video of keptVideos(records))
      expect(marks.get(video.videoId)).toBe(video.complete ? 'whole' : 'partly')
  })

  it('has no mark for a video with no record', () => {
    expect(keptMarks([]).get('a')).toBeUndefined()
  })
})
