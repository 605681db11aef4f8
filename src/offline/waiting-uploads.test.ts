import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import {
  isWaitingUploadKept,
  keepWaitingUpload,
  markWaitingUploadStopped,
  removeWaitingUpload,
  saveWaitingUploadCheckpoint,
  saveWaitingUploadDraft,
  waitingUploads,
  waitingUploadsSize,
  wipeWaitingUploads,
} from './waiting-uploads'

const video = (name: string, text = 'bytes of a video') =>
  new File([text], name, { type: 'video/mp4', lastModified: 1_700_000_000_000 })
const draft = { aboutVideo: 'Sports day', outputLanguage: 'ja' }
const keep = (file: File, tag: string, order: number) =>
  keepWaitingUpload(file, { tag, order, batch: 1, duration: 6, draft })

afterEach(() => wipeWaitingUploads())

// Here (no origin private file system) the IndexedDB fallback keeps the file, whose bytes this
// fake database cannot clone; the bytes sent from Chromium's streamed file are shown by the
// e2e tests (waiting-upload.spec.ts).
describe('uploads waiting for the network', () => {
  it('keeps each file with its draft, and gives them back in the order chosen', async () => {
    await keep(video('b.mp4'), 'tag-a', 2)
    await keep(video('a.mp4', 'abc'), 'tag-a', 1)
    const kept = await waitingUploads<typeof draft>('tag-a')
    expect(kept.map(({ file }) => file.name)).toEqual(['a.mp4', 'b.mp4'])
    expect(kept[0]?.file.type).toBe('video/mp4')
    expect(kept[0]?.record).toMatchObject({ draft, duration: 6, size: 3 })
    expect(await waitingUploadsSize()).toEqual({ files: 2, bytes: 3 + 16 })
  })

  it("never gives another sign-in's files: they are removed", async () => {
    await keep(video('theirs.mp4'), 'tag-a', 1)
    expect(await waitingUploads('tag-b')).toEqual([])
    expect(await waitingUploadsSize()).toEqual({ files: 0, bytes: 0 })
  })

  it('removes one, or all of them', async () => {
    const id = await keep(video('a.mp4'), 'tag-a', 1)
    await keep(video('b.mp4'), 'tag-a', 2)
    await removeWaitingUpload(id)
    expect((await waitingUploads('tag-a')).map(({ file }) => file.name)).toEqual(['b.mp4'])
    await wipeWaitingUploads()
    expect(await waitingUploadsSize()).toEqual({ files: 0, bytes: 0 })
  })

  it('keeps how far the upload got, beside the stop, and forgets it when told', async () => {
    const id = await keep(video('a.mp4'), 'tag-a', 1)
    // Written together, neither change loses the other.
    await Promise.all([
      saveWaitingUploadCheckpoint(id, { videoId: 'v1', peopleSent: true }),
      markWaitingUploadStopped(id, true),
    ])
    const [kept] = await waitingUploads('tag-a')
    expect(kept?.record).toMatchObject({ stopped: true, checkpoint: { videoId: 'v1' } })
    await saveWaitingUploadCheckpoint(id, undefined)
    expect((await waitingUploads('tag-a'))[0]?.record.checkpoint).toBeUndefined()
  })

  it('takes an edited draft, marking its record to be replaced until a new one is made', async () => {
    const id = await keep(video('a.mp4'), 'tag-a', 1)
    const edited = { aboutVideo: 'Relay race', outputLanguage: 'en' }
    // Written together, neither change loses the other.
    await Promise.all([
      saveWaitingUploadCheckpoint(id, { videoId: 'v1' }),
      saveWaitingUploadDraft(id, edited, true),
      markWaitingUploadStopped(id, true),
    ])
    const [kept] = await waitingUploads('tag-a')
    expect(kept?.record).toMatchObject({
      draft: edited,
      restart: true,
      stopped: true,
      checkpoint: { videoId: 'v1' },
    })
    // The record is replaced: the new one's checkpoint is the one to go on from.
    await saveWaitingUploadCheckpoint(id, { videoId: 'v2' })
    expect((await waitingUploads('tag-a'))[0]?.record).toMatchObject({
      draft: edited,
      restart: undefined,
      checkpoint: { videoId: 'v2' },
    })
  })

  it('writes nothing back for an upload that left the device meanwhile', async () => {
    const id = await keep(video('a.mp4'), 'tag-a', 1)
    await removeWaitingUpload(id)
    await saveWaitingUploadCheckpoint(id, { videoId: 'v1' })
    await saveWaitingUploadDraft(id, draft, false)
    expect(await isWaitingUploadKept(id)).toBe(false)
    expect(await waitingUploadsSize()).toEqual({ files: 0, bytes: 0 })
  })
})
