import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startSession } from '../../api/session'
import { applyConfig } from '../../config/runtime'
import {
  addPerson,
  cancelUpload,
  chooseVideo,
  endUploadSession,
  getUploadState,
  hideUpload,
  openUploadWithFile,
  reset,
  startUpload,
  startUploadSession,
  updateDraft,
} from './upload-store'

afterEach(() => {
  reset()
  vi.unstubAllGlobals()
})

/** An upload that made its record, then failed at the storage step. */
async function failedAfterTheRecord() {
  applyConfig({ apiBase: 'https://api.test' })
  await startSession({ accessToken: 't', issuedAt: Date.now(), expiresAt: Date.now() + 60_000 })
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({ id: 'v1', post_url: { url: 'https://storage.test/', fields: {} } }),
          { status: 200 },
        ),
    ),
  )
  // Storage does not answer.
  vi.stubGlobal(
    'XMLHttpRequest',
    class {
      upload = {}
      onerror: (() => void) | null = null
      open() {}
      send() {
        setTimeout(() => this.onerror?.(), 0)
      }
    },
  )
  chooseVideo(new File(['x'], 'clip.mp4', { type: 'video/mp4' }))
  updateDraft({ aboutVideo: 'kept', outputLanguage: 'en' })
  await startUpload(new QueryClient())
  expect(getUploadState().status).toBe('failed')
}

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

  it('after a forced logout keeps a begun upload for the same user to Retry or Cancel', async () => {
    await failedAfterTheRecord()
    endUploadSession('forced', 'alice')
    startUploadSession('alice')
    expect(getUploadState().status).toBe('failed')
    expect(getUploadState().video?.file.name).toBe('clip.mp4')
    expect(getUploadState().draft.aboutVideo).toBe('kept')
  })

  it('forgets the kept upload when someone else signs in, and on any other end', async () => {
    await failedAfterTheRecord()
    endUploadSession('forced', 'alice')
    startUploadSession('bob')
    expect(getUploadState().status).toBe('idle')
    expect(getUploadState().video).toBeNull()

    await failedAfterTheRecord()
    endUploadSession('logout', 'alice')
    expect(getUploadState().status).toBe('idle')
    expect(getUploadState().draft.aboutVideo).toBe('')
  })
})
