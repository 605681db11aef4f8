import 'fake-indexeddb/auto'
import { QueryClient } from '@tanstack/react-query'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { readSessionTag } from '@/offline/session-tag'
import { waitingUploads, waitingUploadsSize, wipeWaitingUploads } from '@/offline/waiting-uploads'
import { callsSendingInTurn, fakeUploadNetwork, type UploadNetwork } from '@/test/upload-network'
import { createUploadStore, type UploadStore } from './upload-store'

// The browser's metadata read (media-info.ts) is a real <video>; here every file lasts 6 s.
vi.mock('./media-info', async (original) => ({
  ...(await original<typeof import('./media-info')>()),
  readVideoDuration: async () => 6,
}))

const video = (name: string) => new File(['x'], name, { type: 'video/mp4' })

let network: UploadNetwork
/** A fresh store for each test, with its own query client. */
let store: UploadStore
const statuses = () => store.get().files.map((f) => `${f.file.name}:${f.status}`)

beforeEach(async () => {
  network = await fakeUploadNetwork()
  store = createUploadStore(new QueryClient())
  return async () => {
    store.reset()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    await wipeWaitingUploads()
  }
})

/** The queue has nothing left waiting or running. */
const settled = () =>
  vi.waitFor(() =>
    expect(statuses().some((s) => /queued|creating|people|uploading|finishing/.test(s))).toBe(
      false,
    ),
  )

async function chooseAndUpload(names: string[]) {
  store.updateDraft({ aboutVideo: 'Sports day', outputLanguage: 'en' })
  store.chooseVideos(names.map(video))
  await vi.waitFor(() => expect(store.get().files.every((f) => !f.reading)).toBe(true))
  store.start()
}

describe('the upload queue', () => {
  it('sends the acceptable files one after the other, each create → storage → status', async () => {
    await chooseAndUpload(['a.mp4', 'notes.txt', 'b.mov'])
    await settled()
    expect(network.calls).toEqual(callsSendingInTurn('a.mp4', 'b.mov'))
    // All sent: the draft is done with; the refused file is still listed with the sent ones.
    expect(statuses()).toEqual(['a.mp4:done', 'notes.txt:chosen', 'b.mov:done'])
    expect(store.get().draft.aboutVideo).toBe('')
  })

  it('never starts the next file before the running one has finished', async () => {
    network.storageAnswer['a.mp4'] = 'hold'
    await chooseAndUpload(['a.mp4', 'b.mp4'])
    await vi.waitFor(() => expect(network.release).toBeDefined())
    expect(statuses()).toEqual(['a.mp4:uploading', 'b.mp4:queued'])
    expect(network.calls).toEqual(['create a.mp4 v1', 'storage a.mp4'])
    network.release?.()
    await settled()
    expect(statuses()).toEqual(['a.mp4:done', 'b.mp4:done'])
  })

  it('a failed file does not stop the rest; Retry continues it from the failed step', async () => {
    network.storageAnswer['b.mp4'] = 500
    await chooseAndUpload(['a.mp4', 'b.mp4', 'c.mp4'])
    await settled()
    expect(statuses()).toEqual(['a.mp4:done', 'b.mp4:failed', 'c.mp4:done'])
    // The draft stays for the retry.
    expect(store.get().draft.aboutVideo).toBe('Sports day')

    network.storageAnswer['b.mp4'] = 204
    network.calls = []
    store.retry(store.get().files[1]?.key ?? 0)
    await settled()
    // No second record: the storage step and the status, with the first record's id.
    expect(network.calls).toEqual(['storage b.mp4', 'status v2'])
    expect(store.get().draft.aboutVideo).toBe('')
  })

  it('Stop on a waiting file takes it out; Stop on the running one removes its record', async () => {
    network.storageAnswer['a.mp4'] = 'hold'
    await chooseAndUpload(['a.mp4', 'b.mp4', 'c.mp4'])
    await vi.waitFor(() => expect(network.release).toBeDefined())
    const [a, b] = store.get().files
    store.stop(b?.key ?? 0)
    store.stop(a?.key ?? 0)
    await settled()
    expect(statuses()).toEqual(['a.mp4:stopped', 'b.mp4:stopped', 'c.mp4:done'])
    expect(network.calls).toContain('delete v1')
    expect(network.calls.filter((call) => call.startsWith('create'))).toEqual([
      'create a.mp4 v1',
      'create c.mp4 v2',
    ])
  })

  it('an edited draft replaces the failed file’s record on the next try', async () => {
    network.storageAnswer['a.mp4'] = 500
    await chooseAndUpload(['a.mp4'])
    await settled()
    store.updateDraft({ aboutVideo: 'Changed' })
    network.storageAnswer['a.mp4'] = 204
    network.calls = []
    store.start()
    await settled()
    expect(network.calls).toEqual(['delete v1', 'create a.mp4 v2', 'storage a.mp4', 'status v2'])
  })
})

describe('the queue and the session', () => {
  /** A file that made its record, then failed at the storage step. */
  async function failedAfterTheRecord() {
    network.storageAnswer['clip.mp4'] = 500
    await chooseAndUpload(['clip.mp4'])
    await settled()
    expect(statuses()).toEqual(['clip.mp4:failed'])
  }

  it('after a forced logout keeps a begun upload for the same user to Retry or Cancel', async () => {
    await failedAfterTheRecord()
    store.sessionEnded('forced', 'alice')
    store.sessionStarted('alice')
    expect(statuses()).toEqual(['clip.mp4:failed'])
    expect(store.get().draft.aboutVideo).toBe('Sports day')
  })

  it('a forced logout mid-upload stops the running file as failed and the waiting ones', async () => {
    network.storageAnswer['a.mp4'] = 'hold'
    await chooseAndUpload(['a.mp4', 'b.mp4'])
    await vi.waitFor(() => expect(network.release).toBeDefined())
    store.sessionEnded('forced', 'alice')
    await vi.waitFor(() => expect(statuses()).toEqual(['a.mp4:failed', 'b.mp4:stopped']))
    // The record is kept for the retry.
    expect(network.calls).not.toContain('delete v1')
  })

  it('forgets the kept upload when someone else signs in, and on any other end', async () => {
    await failedAfterTheRecord()
    store.sessionEnded('forced', 'alice')
    store.sessionStarted('bob')
    expect(statuses()).toEqual([])

    await failedAfterTheRecord()
    store.sessionEnded('logout', 'alice')
    expect(statuses()).toEqual([])
    expect(store.get().draft.aboutVideo).toBe('')
  })
})

describe('the upload dialog', () => {
  it('opening with a shared file shows step 1 with the video chosen for step 2', () => {
    store.openWithFiles([video('shared.mp4')])
    const state = store.get()
    expect(state.dialogOpen).toBe(true)
    expect(state.step).toBe(1)
    expect(statuses()).toEqual(['shared.mp4:chosen'])
  })

  it('lists a shared file that is not a video; it will not be sent', () => {
    store.openWithFiles([new File(['x'], 'notes.txt')])
    expect(store.get().dialogOpen).toBe(true)
    expect(statuses()).toEqual(['notes.txt:chosen'])
  })

  it('hiding keeps the draft; Cancel resets it', () => {
    store.updateDraft({ aboutVideo: 'kept' })
    store.addPerson()
    store.hide()
    expect(store.get().draft.aboutVideo).toBe('kept')
    expect(store.get().draft.people).toHaveLength(1)
    store.cancel()
    expect(store.get().draft.aboutVideo).toBe('')
    expect(store.get().draft.people).toHaveLength(0)
  })

  it('holds input once something is typed, a person added or a file chosen', () => {
    expect(store.holdsInput()).toBe(false)
    store.updateDraft({ outputLanguage: 'ja' })
    expect(store.holdsInput()).toBe(false)
    store.updateDraft({ aboutVideo: ' x ' })
    expect(store.holdsInput()).toBe(true)
    store.cancel()
    store.chooseVideos([video('a.mp4')])
    expect(store.holdsInput()).toBe(true)
  })
})

describe('uploads waiting for the network', () => {
  const online = (yes: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(yes)

  it('offline, Upload keeps the files; the next page brings them back and sends them online', async () => {
    online(false)
    await chooseAndUpload(['a.mp4', 'b.mp4'])
    await vi.waitFor(() => expect(statuses()).toEqual(['a.mp4:queued', 'b.mp4:queued']))
    expect(network.calls).toEqual([])
    expect((await waitingUploadsSize()).files).toBe(2)
    // The page closes; a new one starts with the same sign-in.
    store.reset()
    const next = createUploadStore(new QueryClient())
    await next.restore()
    expect(next.get().files.map((f) => `${f.file.name}:${f.status}`)).toEqual([
      'a.mp4:queued',
      'b.mp4:queued',
    ])
    expect(next.get().draft.aboutVideo).toBe('Sports day')
    online(true)
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(next.get().files.every((f) => f.status === 'done')).toBe(true))
    expect(network.calls).toEqual(callsSendingInTurn('a.mp4', 'b.mp4'))
    // Each file left the device once its upload was confirmed.
    await vi.waitFor(async () => expect((await waitingUploadsSize()).files).toBe(0))
    next.reset()
  })

  it('holds the kept queue only while files are kept: a page holding a lock leaves no back/forward cache', async () => {
    const held: string[] = []
    const request = vi.fn((name: string, grant: () => Promise<void> | undefined) => {
      held.push(name)
      return Promise.resolve(grant()).then(() => {
        held.splice(held.indexOf(name), 1)
      })
    })
    vi.spyOn(navigator, 'locks', 'get').mockReturnValue({ request } as unknown as LockManager)
    // Nothing kept: a start asks for no lock at all.
    await store.restore()
    expect(request).not.toHaveBeenCalled()
    online(false)
    await chooseAndUpload(['a.mp4'])
    await vi.waitFor(() => expect(held).toEqual(['vi-waiting-uploads']))
    online(true)
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(statuses()).toEqual(['a.mp4:done']))
    // Sent and gone from the device: the lock is let go.
    await vi.waitFor(() => expect(held).toEqual([]))
  })

  it('two batches kept offline: the second goes once the first is sent and cleared', async () => {
    online(false)
    await chooseAndUpload(['a.mp4'])
    await vi.waitFor(() => expect(statuses()).toEqual(['a.mp4:queued']))
    store.reset()
    const second = createUploadStore(new QueryClient())
    second.updateDraft({ aboutVideo: 'Prize giving', outputLanguage: 'en' })
    second.chooseVideos([video('b.mp4')])
    await vi.waitFor(() => expect(second.get().files.every((f) => !f.reading)).toBe(true))
    await second.start()
    expect((await waitingUploadsSize()).files).toBe(2)
    second.reset()
    const next = createUploadStore(new QueryClient())
    await next.restore()
    online(true)
    window.dispatchEvent(new Event('online'))
    const names = () => next.get().files.map((f) => `${f.file.name}:${f.status}`)
    await vi.waitFor(() => expect(names()).toEqual(['a.mp4:done']))
    next.dismissDone()
    await vi.waitFor(() => expect(names()).toEqual(['b.mp4:done']))
    expect(network.calls).toEqual(callsSendingInTurn('a.mp4', 'b.mp4'))
    next.reset()
  })

  it('a file stopped while waiting comes back stopped on the next page, not sent until Retry', async () => {
    online(false)
    await chooseAndUpload(['a.mp4', 'b.mp4'])
    await vi.waitFor(() => expect(statuses()).toEqual(['a.mp4:queued', 'b.mp4:queued']))
    store.stop(store.get().files[0]?.key ?? 0)
    expect(statuses()).toEqual(['a.mp4:stopped', 'b.mp4:queued'])
    await vi.waitFor(async () =>
      expect((await waitingUploads(readSessionTag() ?? '')).map((k) => k.record.stopped)).toEqual([
        true,
        undefined,
      ]),
    )
    // The page closes; a new one starts with the same sign-in, online.
    store.reset()
    online(true)
    const next = createUploadStore(new QueryClient())
    await next.restore()
    await vi.waitFor(() =>
      expect(next.get().files.map((f) => `${f.file.name}:${f.status}`)).toEqual([
        'a.mp4:stopped',
        'b.mp4:done',
      ]),
    )
    expect(network.calls).toEqual(callsSendingInTurn('b.mp4'))
    // A logout would remove it from the device: it asks first.
    expect(next.unfinished()).toBe(1)
    next.retry(next.get().files[0]?.key ?? 0)
    await vi.waitFor(() => expect(next.get().files.every((f) => f.status === 'done')).toBe(true))
    expect(network.calls).toEqual(callsSendingInTurn('b.mp4', 'a.mp4'))
    next.reset()
  })

  it('Upload after a Stop sends the stopped file: the next page does not bring it back stopped', async () => {
    online(false)
    await chooseAndUpload(['a.mp4'])
    await vi.waitFor(() => expect(statuses()).toEqual(['a.mp4:queued']))
    store.stopAll()
    await vi.waitFor(async () =>
      expect((await waitingUploads(readSessionTag() ?? ''))[0]?.record.stopped).toBe(true),
    )
    await store.start()
    expect(statuses()).toEqual(['a.mp4:queued'])
    await vi.waitFor(async () =>
      expect((await waitingUploads(readSessionTag() ?? ''))[0]?.record.stopped).toBe(false),
    )
    store.reset()
    const next = createUploadStore(new QueryClient())
    await next.restore()
    expect(next.get().files.map((f) => f.status)).toEqual(['queued'])
    next.reset()
  })

  /** The first kept upload's record on this device. */
  const keptRecord = async () => (await waitingUploads(readSessionTag() ?? ''))[0]?.record

  /** Offline, `a.mp4` is kept; back online it goes up and its storage POST is held. */
  async function keptAndHeld() {
    online(false)
    await chooseAndUpload(['a.mp4'])
    await vi.waitFor(() => expect(statuses()).toEqual(['a.mp4:queued']))
    network.storageAnswer['a.mp4'] = 'hold'
    online(true)
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(network.calls).toEqual(['create a.mp4 v1', 'storage a.mp4']))
    // The attempt is kept with the file: its record, the steps done.
    await vi.waitFor(async () =>
      expect((await keptRecord())?.checkpoint).toMatchObject({ videoId: 'v1' }),
    )
  }

  it('a page closed mid-upload: the next start goes on with the same record', async () => {
    await keptAndHeld()
    // The page closes mid-upload (nothing of it runs any more); a new one starts online.
    network.storageAnswer['a.mp4'] = 204
    const next = createUploadStore(new QueryClient())
    await next.restore()
    await vi.waitFor(() => expect(next.get().files.map((f) => f.status)).toEqual(['done']))
    expect(network.calls).toEqual([
      'create a.mp4 v1',
      'storage a.mp4',
      'storage a.mp4',
      'status v1',
    ])
    await vi.waitFor(async () => expect((await waitingUploadsSize()).files).toBe(0))
    next.reset()
  })

  it('Stop mid-upload removes the record and the attempt kept with the file', async () => {
    await keptAndHeld()
    store.stop(store.get().files[0]?.key ?? 0)
    await vi.waitFor(() => expect(network.calls).toContain('delete v1'))
    await vi.waitFor(async () =>
      expect(await keptRecord()).toMatchObject({ stopped: true, checkpoint: undefined }),
    )
  })

  it('a kept file that failed, its draft edited: the next page sends it with the edit', async () => {
    online(false)
    await chooseAndUpload(['a.mp4'])
    await vi.waitFor(() => expect(statuses()).toEqual(['a.mp4:queued']))
    // Back online, its record is made but the last step fails.
    network.statusAnswer.v1 = 500
    online(true)
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(statuses()).toEqual(['a.mp4:failed']))
    store.updateDraft({ aboutVideo: 'Relay race' })
    // Confirmed offline: it waits for the network again, with the edited draft on the device.
    online(false)
    await store.start()
    expect(statuses()).toEqual(['a.mp4:queued'])
    await vi.waitFor(async () =>
      expect(await keptRecord()).toMatchObject({
        draft: { aboutVideo: 'Relay race' },
        restart: true,
        checkpoint: { videoId: 'v1' },
      }),
    )
    // The page closes; a new one starts online: v1, made from the old draft, is replaced.
    store.reset()
    network.calls = []
    vi.mocked(fetch).mockClear()
    online(true)
    const next = createUploadStore(new QueryClient())
    await next.restore()
    await vi.waitFor(() => expect(next.get().files.map((f) => f.status)).toEqual(['done']))
    expect(network.calls).toEqual(['delete v1', 'create a.mp4 v2', 'storage a.mp4', 'status v2'])
    const created = vi
      .mocked(fetch)
      .mock.calls.filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)).about_this_video)
    expect(created).toEqual(['Relay race'])
    next.reset()
  })

  it('a quota too small refuses: nothing is kept and the files stay chosen', async () => {
    online(false)
    Object.defineProperty(navigator, 'storage', {
      configurable: true,
      // Less room than the 1-byte file needs.
      value: { estimate: async () => ({ quota: 10, usage: 10 }) },
    })
    await chooseAndUpload(['a.mp4'])
    await vi.waitFor(() => expect(store.get().noRoom).toBe(true))
    expect(statuses()).toEqual(['a.mp4:chosen'])
    expect((await waitingUploadsSize()).files).toBe(0)
    Reflect.deleteProperty(navigator, 'storage')
  })

  it('a drop under a file: it waits its turn again and goes on from its record', async () => {
    network.storageAnswer['a.mp4'] = 'drop'
    await chooseAndUpload(['a.mp4'])
    await vi.waitFor(() => expect(network.calls).toContain('storage a.mp4'))
    await vi.waitFor(() => expect(statuses()).toEqual(['a.mp4:queued']))
    network.storageAnswer['a.mp4'] = 204
    await vi.waitFor(() => expect(statuses()).toEqual(['a.mp4:done']), { timeout: 3000 })
    expect(network.calls).toEqual([
      'create a.mp4 v1',
      'storage a.mp4',
      'storage a.mp4',
      'status v1',
    ])
  })
})
