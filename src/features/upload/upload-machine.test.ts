import { describe, expect, it } from 'vitest'
import * as m from './upload-machine'

const video = (name: string) => new File(['x'], name, { type: 'video/mp4' })
const statuses = (state: m.UploadState) => state.files.map((f) => `${f.file.name}:${f.status}`)
const keyOf = (state: m.UploadState, name: string) =>
  state.files.find((f) => f.file.name === name)?.key ?? -1

/** Files chosen and read, with a draft: what Upload starts from. */
function chosen(...names: string[]) {
  let state = m.videosChosen(m.initialUploadState(), names.map(video))
  for (const entry of state.files) state = m.durationRead(state, entry.key, 6)
  return m.draftUpdated(state, { aboutVideo: 'Sports day', outputLanguage: 'en' })
}

describe('the upload state machine', () => {
  it('chooses files with their own keys, to be read; a file removed meanwhile stays removed', () => {
    const state = m.videosChosen(m.initialUploadState(), [video('a.mp4'), video('b.mp4')])
    expect(state.files.map((f) => [f.key, f.reading, f.status])).toEqual([
      [1, true, 'chosen'],
      [2, true, 'chosen'],
    ])
    expect(state.nextKey).toBe(3)
    const removed = m.videoRemoved(state, 1)
    expect(m.durationRead(removed, 1, 6).files.map((f) => f.key)).toEqual([2])
    expect(m.durationRead(removed, 2, 6).files[0]).toMatchObject({ duration: 6, reading: false })
  })

  it('queues in the order chosen and runs one file at a time', () => {
    let state = m.queueStarted(chosen('a.mp4', 'notes.txt', 'b.mov'))
    expect(statuses(state)).toEqual(['a.mp4:queued', 'notes.txt:chosen', 'b.mov:queued'])
    const first = m.nextFile(state)
    expect(first?.file.name).toBe('a.mp4')
    state = m.fileStarted(state, first?.key ?? -1)
    expect(m.nextFile(state)).toBeUndefined()
    state = m.phaseReached(state, keyOf(state, 'a.mp4'), 'uploading')
    state = m.progressed(state, keyOf(state, 'a.mp4'), 40, 100)
    expect(state.files[0]).toMatchObject({ status: 'uploading', loaded: 40, total: 100 })
    state = m.fileSent(state, keyOf(state, 'a.mp4'))
    expect(m.nextFile(state)?.file.name).toBe('b.mov')
  })

  it('locks the draft, the people and the choice while files wait or go up', () => {
    const busy = m.queueStarted(chosen('a.mp4'))
    expect(m.isQueueBusy(busy)).toBe(true)
    expect(m.draftUpdated(busy, { aboutVideo: 'x' })).toBe(busy)
    expect(m.personAdded(busy)).toBe(busy)
    expect(m.videosChosen(busy, [video('b.mp4')])).toBe(busy)
    expect(m.cancelled(busy)).toBe(busy)
    // A drop or a share opens the dialog on the running queue; the new files are not taken.
    const opened = m.openedWithFiles(busy, [video('b.mp4')])
    expect(opened).toMatchObject({ dialogOpen: true, step: 2 })
    expect(statuses(opened)).toEqual(['a.mp4:queued'])
  })

  it('Retry queues a failed or stopped file behind the waiting ones; Stop takes a waiting one out', () => {
    let state = m.queueStarted(chosen('a.mp4', 'b.mp4', 'c.mp4'))
    state = m.fileFailed(m.fileStarted(state, keyOf(state, 'a.mp4')), keyOf(state, 'a.mp4'))
    state = m.waitingStopped(state, keyOf(state, 'b.mp4'))
    expect(statuses(state)).toEqual(['a.mp4:failed', 'b.mp4:stopped', 'c.mp4:queued'])
    state = m.fileRetried(m.fileRetried(state, keyOf(state, 'a.mp4')), keyOf(state, 'b.mp4'))
    expect(m.nextFile(state)?.file.name).toBe('a.mp4')
    expect(m.fileRetried(state, keyOf(state, 'c.mp4'))).toBe(state)
    state = m.queueStopped(state)
    expect(statuses(state)).toEqual(['a.mp4:stopped', 'b.mp4:stopped', 'c.mp4:stopped'])
  })

  it('an edit after a failure lets the failed files go again', () => {
    let state = m.queueStarted(chosen('a.mp4'))
    state = m.fileFailed(m.fileStarted(state, keyOf(state, 'a.mp4')), keyOf(state, 'a.mp4'))
    expect(m.hasBegun(state)).toBe(true)
    state = m.personAdded(state)
    expect(statuses(state)).toEqual(['a.mp4:chosen'])
    expect(state.draft.people).toEqual([{ key: 2, name: '', image: null }])
  })

  it('reopens where a begun queue is, and clears files that all went up', () => {
    let state = m.queueStarted(chosen('a.mp4'))
    expect(m.opened(m.hidden(state))).toMatchObject({ dialogOpen: true, step: 2 })
    state = m.fileSent(m.fileStarted(state, keyOf(state, 'a.mp4')), keyOf(state, 'a.mp4'))
    state = m.settled(state)
    // Done: the draft is reset, the tray keeps the files until the next open.
    expect(state.draft.aboutVideo).toBe('')
    expect(statuses(state)).toEqual(['a.mp4:done'])
    expect(m.opened(state)).toMatchObject({ dialogOpen: true, step: 1, files: [] })
  })

  it('Cancel resets the form and keeps only the files that went up', () => {
    let state = m.queueStarted(chosen('a.mp4', 'b.mp4'))
    state = m.fileSent(m.fileStarted(state, keyOf(state, 'a.mp4')), keyOf(state, 'a.mp4'))
    state = m.fileFailed(m.fileStarted(state, keyOf(state, 'b.mp4')), keyOf(state, 'b.mp4'))
    const cancelled = m.cancelled(state)
    expect(statuses(cancelled)).toEqual(['a.mp4:done'])
    expect(cancelled).toMatchObject({ dialogOpen: false, step: 1 })
    expect(m.holdsInput(cancelled)).toBe(false)
    expect(m.holdsInput(state)).toBe(true)
    // Keys are never given twice.
    expect(cancelled.nextKey).toBe(state.nextKey)
  })

  it('keeps a queue for later: the dialog closes and the waiting files stop', () => {
    let state = m.opened(m.queueStarted(chosen('a.mp4', 'b.mp4')))
    state = m.fileStarted(state, keyOf(state, 'a.mp4'))
    expect(statuses(m.keptForLater(state))).toEqual(['a.mp4:creating', 'b.mp4:stopped'])
    expect(m.keptForLater(state).dialogOpen).toBe(false)
  })
})
