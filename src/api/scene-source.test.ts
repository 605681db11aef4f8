import { describe, expect, it } from 'vitest'
import { scenePlayerSource } from './scene-source'
import type { Scene, Video } from './videos'

const video = { id: 'v1', videoPath: 'match day.mp4' } as Video
const scene = (videoPath: string | null, startTime = '00:01:02.500', endTime = '00:02:00.000') =>
  ({ index: 0, startTime, endTime, videoPath, frames: [] }) as unknown as Scene

describe('scenePlayerSource', () => {
  it("plays the scene's own clip when the analysis made one", () => {
    expect(scenePlayerSource(video, scene('scenes/0/clip.mp4'))).toMatch(
      /\/assets\/data\/output\/v1\/scenes\/0\/clip\.mp4$/,
    )
  })

  it('otherwise limits the full upload to the scene with a media fragment', () => {
    expect(scenePlayerSource(video, scene(null))).toMatch(
      /\/assets\/data\/input\/v1\/match%20day\.mp4#t=62\.5,120$/,
    )
    expect(scenePlayerSource(video, scene(null, '00:00:05.000', 'bad'))).toMatch(/#t=5$/)
  })

  it('has nothing to play without either', () => {
    expect(scenePlayerSource({ ...video, videoPath: null }, scene(null))).toBeUndefined()
  })
})
