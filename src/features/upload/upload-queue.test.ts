import { describe, expect, it } from 'vitest'
import { FILE_NAME_MAX, VIDEO_MAX_BYTES } from '@/config/limits'
import {
  dropped,
  type FileStatus,
  nextToRun,
  type QueuedFile,
  queueAll,
  readyToUpload,
  started,
  stopped,
  summarize,
} from './upload-queue'
import { videoError } from './upload-rules'

let key = 0
const entry = (name: string, status: FileStatus = 'chosen', size = 100): QueuedFile => {
  const file = new File(['x'], name)
  Object.defineProperty(file, 'size', { value: size })
  return { key: ++key, file, duration: 6, reading: false, status, loaded: 0, total: size }
}

describe('upload queue rules', () => {
  it('Upload queues every acceptable file in order and leaves refused ones as they are', () => {
    const files = queueAll([entry('a.mp4'), entry('notes.txt'), entry('b.mov'), entry('c.m4v')])
    expect(files.map((f) => f.status)).toEqual(['queued', 'chosen', 'queued', 'queued'])
  })

  it('queues failed and stopped files again, never done or running ones', () => {
    const files = queueAll([
      entry('a.mp4', 'done'),
      entry('b.mp4', 'failed'),
      entry('c.mp4', 'stopped'),
      entry('d.mp4', 'uploading'),
    ])
    expect(files.map((f) => f.status)).toEqual(['done', 'queued', 'queued', 'uploading'])
  })

  it('a file the network dropped under says so until it starts again or is stopped', () => {
    const a = entry('a.mp4', 'uploading')
    const [waiting] = dropped([a], a.key)
    expect(waiting).toMatchObject({ status: 'queued', dropped: true, loaded: 0 })
    expect(started([waiting!], a.key)[0]?.dropped).toBeUndefined()
    expect(stopped([waiting!], a.key)[0]?.dropped).toBeUndefined()
  })

  it('runs one file at a time, the first waiting one next', () => {
    const a = entry('a.mp4', 'done')
    const b = entry('b.mp4', 'queued')
    const c = entry('c.mp4', 'queued')
    expect(nextToRun([a, b, c])).toBe(b)
    expect(nextToRun([a, { ...b, status: 'people' }, c])).toBeUndefined()
    expect(nextToRun([a, { ...b, status: 'failed' }, c])).toBe(c)
    expect(nextToRun([a, { ...b, status: 'failed' }])).toBeUndefined()
  })

  it('a failure does not end the queue while others wait; it is "failed" once the rest are through', () => {
    expect(summarize([entry('a.mp4', 'failed'), entry('b.mp4', 'queued')])).toBe('busy')
    expect(summarize([entry('a.mp4', 'failed'), entry('b.mp4', 'done')])).toBe('failed')
  })

  it('is done when every acceptable file went up, whatever was refused beside them', () => {
    expect(summarize([entry('a.mp4', 'done'), entry('notes.txt')])).toBe('done')
    expect(summarize([entry('a.mp4', 'done'), entry('b.mp4', 'stopped')])).toBe('chosen')
    expect(summarize([entry('notes.txt')])).toBe('chosen')
    expect(summarize([])).toBe('empty')
  })

  it('Upload is possible with one acceptable file, not while one is being read or running', () => {
    expect(readyToUpload([entry('notes.txt'), entry('a.mp4')])).toBe(true)
    expect(readyToUpload([entry('notes.txt')])).toBe(false)
    expect(readyToUpload([entry('huge.mp4', 'chosen', VIDEO_MAX_BYTES + 1)])).toBe(false)
    expect(readyToUpload([{ ...entry('a.mp4'), reading: true }])).toBe(false)
    // A refused file being read holds nothing up: it will not be sent.
    expect(readyToUpload([{ ...entry('a.txt'), reading: true }, entry('b.mp4')])).toBe(true)
    expect(readyToUpload([entry('a.mp4', 'creating'), entry('b.mp4')])).toBe(false)
    expect(readyToUpload([entry('a.mp4', 'done')])).toBe(false)
  })

  it(`refuses a name longer than ${FILE_NAME_MAX} characters, counting characters, not UTF-16 units`, () => {
    const stem = (length: number, char = 'a') => char.repeat(length - 4)
    expect(videoError(entry(`${stem(FILE_NAME_MAX)}.mp4`).file)).toBeUndefined()
    expect(videoError(entry(`${stem(FILE_NAME_MAX + 1)}.mp4`).file)?.message).toMatch(
      /file name is longer than/,
    )
    // 255 emoji are 510 UTF-16 units and still 255 characters.
    expect(videoError(entry(`${stem(FILE_NAME_MAX, '🎬')}.mp4`).file)).toBeUndefined()
  })
})
