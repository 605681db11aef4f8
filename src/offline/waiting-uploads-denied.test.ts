import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => vi.unstubAllGlobals())

// Storage that throws on open (the e2e's "storage that throws" start): every read is empty and
// every removal settles, so a signed-in page starts with nothing waiting and no uncaught error.
describe('uploads waiting for the network, with a database that cannot be opened', () => {
  it('reads nothing and removes nothing, without throwing', async () => {
    vi.resetModules()
    vi.stubGlobal('indexedDB', {
      open: () => {
        throw new DOMException('The user denied permission to access the database.', 'UnknownError')
      },
    })
    const waiting = await import('./waiting-uploads')
    expect(await waiting.countWaitingUploads('tag-a')).toBe(0)
    expect(await waiting.waitingUploadsSize()).toEqual({ files: 0, bytes: 0 })
    await expect(waiting.removeWaitingUpload('id-1')).resolves.toBeUndefined()
    await expect(waiting.markWaitingUploadStopped('id-1', true)).resolves.toBeUndefined()
    await expect(waiting.wipeWaitingUploads()).resolves.toBeUndefined()
  })
})
