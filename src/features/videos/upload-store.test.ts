import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startSession } from '@/api/session'
import { applyConfig } from '@/config/runtime'
import {
  addPerson,
  cancelUpload,
  chooseVideos,
  endUploadSession,
  getUploadState,
  hideUpload,
  holdsInput,
  openUploadWithFile,
  reset,
  retryFile,
  startUpload,
  startUploadSession,
  stopFile,
  updateDraft,
} from './upload-store'

// The browser's metadata read (media-info.ts) is a real <video>; here every file lasts 6 s.
vi.mock('./media-info', async (original) => ({
  ...(await original<typeof import('./media-info')>()),
  readVideoDuration: async () => 6,
}))

const video = (name: string) => new File(['x'], name, { type: 'video/mp4' })
const statuses = () => getUploadState().files.map((f) => `${f.file.name}:${f.status}`)

/** What reached the network, in order: `create a.mp4`, `storage a.mp4`, `status v1`… */
let calls: string[]
/** Storage answers per file name (default 204); `hold` keeps the answer until released. */
let storageAnswer: Record<string, number | 'hold'>
let release: (() => void) | undefined

beforeEach(async () => {
  calls = []
  storageAnswer = {}
  release = undefined
  applyConfig({ apiBase: 'https://api.test' })
  // A token far from expiry: the upload has no reason to refresh it (api/session-refresh.ts).
  await startSession({ accessToken: 't', issuedAt: Date.now(), expiresAt: Date.now() + 60_000 })
  let ids = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input))
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET')
      if (method === 'POST' && url.pathname === '/api/videos') {
        const body = JSON.parse(String(init?.body)) as { filename: string }
        const id = `v${++ids}`
        calls.push(`create ${body.filename} ${id}`)
        return Response.json({
          id,
          post_url: { url: `https://storage.test/${body.filename}`, fields: { key: id } },
        })
      }
      if (method === 'PUT') calls.push(`status ${url.pathname.split('/')[3]}`)
      if (method === 'DELETE') calls.push(`delete ${url.pathname.split('/')[3]}`)
      return new Response(null, { status: 204 })
    }),
  )
  vi.stubGlobal(
    'XMLHttpRequest',
    class {
      upload: { onprogress?: (event: ProgressEvent) => void } = {}
      status = 0
      url = ''
      onload: (() => void) | null = null
      onabort: (() => void) | null = null
      open(_method: string, url: string) {
        this.url = url
      }
      abort() {
        this.onabort?.()
      }
      send() {
        const name = decodeURIComponent(this.url.split('/').pop() ?? '')
        calls.push(`storage ${name}`)
        const answer = storageAnswer[name] ?? 204
        const finish = () => {
          this.status = answer === 'hold' ? 204 : answer
          this.onload?.()
        }
        if (answer === 'hold') release = finish
        else setTimeout(finish, 0)
      }
    },
  )
})

afterEach(() => {
  reset()
  vi.unstubAllGlobals()
})

/** The queue has nothing left waiting or running. */
const settled = () =>
  vi.waitFor(() =>
    expect(statuses().some((s) => /queued|creating|people|uploading|finishing/.test(s))).toBe(
      false,
    ),
  )

async function chooseAndUpload(names: string[]) {
  updateDraft({ aboutVideo: 'Sports day', outputLanguage: 'en' })
  chooseVideos(names.map(video))
  await vi.waitFor(() => expect(getUploadState().files.every((f) => !f.reading)).toBe(true))
  startUpload(new QueryClient())
}

describe('the upload queue', () => {
  it('sends the acceptable files one after the other, each create → storage → status', async () => {
    await chooseAndUpload(['a.mp4', 'notes.txt', 'b.mov'])
    await settled()
    expect(calls).toEqual([
      'create a.mp4 v1',
      'storage a.mp4',
      'status v1',
      'create b.mov v2',
      'storage b.mov',
      'status v2',
    ])
    // All sent: the draft is done with; the refused file is still listed with the sent ones.
    expect(statuses()).toEqual(['a.mp4:done', 'notes.txt:chosen', 'b.mov:done'])
    expect(getUploadState().draft.aboutVideo).toBe('')
  })

  it('never starts the next file before the running one has finished', async () => {
    storageAnswer['a.mp4'] = 'hold'
    await chooseAndUpload(['a.mp4', 'b.mp4'])
    await vi.waitFor(() => expect(release).toBeDefined())
    expect(statuses()).toEqual(['a.mp4:uploading', 'b.mp4:queued'])
    expect(calls).toEqual(['create a.mp4 v1', 'storage a.mp4'])
    release?.()
    await settled()
    expect(statuses()).toEqual(['a.mp4:done', 'b.mp4:done'])
  })

  it('a failed file does not stop the rest; Retry continues it from the failed step', async () => {
    storageAnswer['b.mp4'] = 500
    await chooseAndUpload(['a.mp4', 'b.mp4', 'c.mp4'])
    await settled()
    expect(statuses()).toEqual(['a.mp4:done', 'b.mp4:failed', 'c.mp4:done'])
    // The draft stays for the retry.
    expect(getUploadState().draft.aboutVideo).toBe('Sports day')

    storageAnswer['b.mp4'] = 204
    calls = []
    retryFile(new QueryClient(), getUploadState().files[1]?.key ?? 0)
    await settled()
    // No second record: the storage step and the status, with the first record's id.
    expect(calls).toEqual(['storage b.mp4', 'status v2'])
    expect(getUploadState().draft.aboutVideo).toBe('')
  })

  it('Stop on a waiting file takes it out; Stop on the running one removes its record', async () => {
    storageAnswer['a.mp4'] = 'hold'
    await chooseAndUpload(['a.mp4', 'b.mp4', 'c.mp4'])
    await vi.waitFor(() => expect(release).toBeDefined())
    const [a, b] = getUploadState().files
    stopFile(b?.key ?? 0)
    stopFile(a?.key ?? 0)
    await settled()
    expect(statuses()).toEqual(['a.mp4:stopped', 'b.mp4:stopped', 'c.mp4:done'])
    expect(calls).toContain('delete v1')
    expect(calls.filter((call) => call.startsWith('create'))).toEqual([
      'create a.mp4 v1',
      'create c.mp4 v2',
    ])
  })

  it('an edited draft replaces the failed file’s record on the next try', async () => {
    storageAnswer['a.mp4'] = 500
    await chooseAndUpload(['a.mp4'])
    await settled()
    updateDraft({ aboutVideo: 'Changed' })
    storageAnswer['a.mp4'] = 204
    calls = []
    startUpload(new QueryClient())
    await settled()
    expect(calls).toEqual(['delete v1', 'create a.mp4 v2', 'storage a.mp4', 'status v2'])
  })
})

describe('the queue and the session', () => {
  /** A file that made its record, then failed at the storage step. */
  async function failedAfterTheRecord() {
    storageAnswer['clip.mp4'] = 500
    await chooseAndUpload(['clip.mp4'])
    await settled()
    expect(statuses()).toEqual(['clip.mp4:failed'])
  }

  it('after a forced logout keeps a begun upload for the same user to Retry or Cancel', async () => {
    await failedAfterTheRecord()
    endUploadSession('forced', 'alice')
    startUploadSession('alice')
    expect(statuses()).toEqual(['clip.mp4:failed'])
    expect(getUploadState().draft.aboutVideo).toBe('Sports day')
  })

  it('a forced logout mid-upload stops the running file as failed and the waiting ones', async () => {
    storageAnswer['a.mp4'] = 'hold'
    await chooseAndUpload(['a.mp4', 'b.mp4'])
    await vi.waitFor(() => expect(release).toBeDefined())
    endUploadSession('forced', 'alice')
    await vi.waitFor(() => expect(statuses()).toEqual(['a.mp4:failed', 'b.mp4:stopped']))
    // The record is kept for the retry.
    expect(calls).not.toContain('delete v1')
  })

  it('forgets the kept upload when someone else signs in, and on any other end', async () => {
    await failedAfterTheRecord()
    endUploadSession('forced', 'alice')
    startUploadSession('bob')
    expect(statuses()).toEqual([])

    await failedAfterTheRecord()
    endUploadSession('logout', 'alice')
    expect(statuses()).toEqual([])
    expect(getUploadState().draft.aboutVideo).toBe('')
  })
})

describe('the upload dialog', () => {
  it('openUploadWithFile opens step 1 with the video chosen for step 2', () => {
    openUploadWithFile(video('shared.mp4'))
    const state = getUploadState()
    expect(state.dialogOpen).toBe(true)
    expect(state.step).toBe(1)
    expect(statuses()).toEqual(['shared.mp4:chosen'])
  })

  it('lists a shared file that is not a video; it will not be sent', () => {
    openUploadWithFile(new File(['x'], 'notes.txt'))
    expect(getUploadState().dialogOpen).toBe(true)
    expect(statuses()).toEqual(['notes.txt:chosen'])
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

  it('holds input once something is typed, a person added or a file chosen', () => {
    expect(holdsInput()).toBe(false)
    updateDraft({ outputLanguage: 'ja' })
    expect(holdsInput()).toBe(false)
    updateDraft({ aboutVideo: ' x ' })
    expect(holdsInput()).toBe(true)
    cancelUpload()
    chooseVideos([video('a.mp4')])
    expect(holdsInput()).toBe(true)
  })
})
