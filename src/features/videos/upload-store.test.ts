import { afterEach, describe, expect, it } from 'vitest'
import {
  addPerson,
  cancelUpload,
  getUploadState,
  hideUpload,
  openUploadWithFile,
  reset,
  updateDraft,
} from './upload-store'

afterEach(() => reset())

describe('upload store', () => {
  it('openUploadWithFile opens step 1 with the video chosen for step 2', () => {
    openUploadWithFile(new File(['x'], 'shared.mp4', { type: 'video/mp4' }))
    const state = getUploadState()
    expect(state.dialogOpen).toBe(true)
    expect(state.step).toBe(1)
    expect(state.video?.file.name).toBe('shared.mp4')
  })

  it('ignores a shared file that is not a video', () => {
    openUploadWithFile(new File(['x'], 'notes.txt'))
    expect(getUploadState().dialogOpen).toBe(true)
    expect(getUploadState().video).toBeNull()
  })

  it('hiding keeps the draft; Cancel resets it', () => {
    updateDraft({ aboutVideo: 'kept' })
    addPerson()
    hideUpload()
    expect(getUploadState().draft.aboutVideo).toBe('kept')
    expect(getUploadState().draft.people).toHaveLength(1)
    cancelUpload()
    expect(getUploadState().draft.aboutVideo).toBe('')
    expect(getUploadState().draft.people).toHaveLength(0)
  })
})
