import { QueryClient } from '@tanstack/react-query'
import { createAtom } from '@tanstack/store'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { callsSendingInTurn, fakeUploadNetwork, type UploadNetwork } from '@/test/upload-network'
import * as machine from './upload-machine'
import { createUploadRunner } from './upload-runner'

const video = (name: string) => new File(['x'], name, { type: 'video/mp4' })

let network: UploadNetwork
beforeEach(async () => {
  network = await fakeUploadNetwork()
})
afterEach(() => vi.unstubAllGlobals())

/** A runner over a queue of `names` (read, with a draft), ready to run. */
function queueOf(names: string[]) {
  let state = machine.videosChosen(machine.initialUploadState(), names.map(video))
  for (const entry of state.files) state = machine.durationRead(state, entry.key, 6)
  state = machine.draftUpdated(state, { aboutVideo: 'Sports day', outputLanguage: 'en' })
  const atom = createAtom(machine.queueStarted(state))
  const runner = createUploadRunner(atom, new QueryClient())
  const statuses = () => atom.get().files.map((f) => `${f.file.name}:${f.status}`)
  const keyOf = (name: string) => atom.get().files.find((f) => f.file.name === name)?.key ?? 0
  return { atom, runner, statuses, keyOf }
}

describe('the upload runner', () => {
  it('sends each file create → storage → status, one after the other, reporting each phase', async () => {
    const { atom, runner, statuses } = queueOf(['a.mp4', 'b.mov'])
    const seen = new Set<string>()
    atom.subscribe((state) => {
      for (const f of state.files) seen.add(`${f.file.name}:${f.status}`)
    })
    expect(await runner.run()).toBe('ran-dry')
    expect(network.calls).toEqual(callsSendingInTurn('a.mp4', 'b.mov'))
    expect(statuses()).toEqual(['a.mp4:done', 'b.mov:done'])
    for (const phase of ['creating', 'uploading', 'finishing'])
      expect(seen).toContain(`a.mp4:${phase}`)
    // No record is left to remember once the files are through.
    expect(runner.hasRecords()).toBe(false)
  })

  it('aborts the running file on Stop: its record is removed, the next file goes', async () => {
    network.storageAnswer['a.mp4'] = 'hold'
    const { runner, statuses, keyOf } = queueOf(['a.mp4', 'b.mp4'])
    const run = runner.run()
    await vi.waitFor(() => expect(network.release).toBeDefined())
    expect(runner.stop(keyOf('b.mp4'))).toBe(false)
    expect(runner.stop(keyOf('a.mp4'))).toBe(true)
    expect(await run).toBe('ran-dry')
    expect(statuses()).toEqual(['a.mp4:stopped', 'b.mp4:done'])
    await vi.waitFor(() => expect(network.calls).toContain('delete v1'))
  })

  it('a Stop while the record is being made takes effect once its id is known', async () => {
    network.holdCreate = true
    const { runner, statuses, keyOf } = queueOf(['a.mp4'])
    const run = runner.run()
    await vi.waitFor(() => expect(network.release).toBeDefined())
    expect(statuses()).toEqual(['a.mp4:creating'])
    // The creation is never cut off: a record whose id never arrived could not be removed.
    expect(runner.stop(keyOf('a.mp4'))).toBe(true)
    network.release?.()
    await run
    expect(statuses()).toEqual(['a.mp4:stopped'])
    await vi.waitFor(() => expect(network.calls).toEqual(['create a.mp4 v1', 'delete v1']))
  })

  it('a retry continues from the failed step with the same record', async () => {
    network.storageAnswer['a.mp4'] = 500
    const { atom, runner, statuses, keyOf } = queueOf(['a.mp4'])
    await runner.run()
    expect(statuses()).toEqual(['a.mp4:failed'])
    expect(runner.hasRecords()).toBe(true)
    network.storageAnswer['a.mp4'] = 204
    network.calls = []
    atom.set((state) => machine.fileRetried(state, keyOf('a.mp4')))
    await runner.run()
    expect(network.calls).toEqual(['storage a.mp4', 'status v1'])
    expect(statuses()).toEqual(['a.mp4:done'])
  })

  it('after the draft was edited, the next try replaces the record made from the old one', async () => {
    network.storageAnswer['a.mp4'] = 500
    const { atom, runner, keyOf } = queueOf(['a.mp4'])
    await runner.run()
    runner.draftEdited()
    network.storageAnswer['a.mp4'] = 204
    network.calls = []
    atom.set((state) => machine.fileRetried(state, keyOf('a.mp4')))
    await runner.run()
    expect(network.calls).toEqual(['delete v1', 'create a.mp4 v2', 'storage a.mp4', 'status v2'])
  })

  it.each([
    ['a ticket the storage refuses (expired)', 'storage', ['storage a.mp4']],
    [
      'a record the server no longer has at the last step',
      'status',
      ['storage a.mp4', 'status v1'],
    ],
  ])('%s is made again once, at once, and the file goes on', async (_, where, firstTry) => {
    if (where === 'storage') network.storageAnswer['a.mp4'] = [403, 204]
    else network.statusAnswer.v1 = 404
    const { runner, statuses } = queueOf(['a.mp4'])
    expect(await runner.run()).toBe('ran-dry')
    expect(statuses()).toEqual(['a.mp4:done'])
    expect(network.calls).toEqual([
      'create a.mp4 v1',
      ...firstTry,
      'delete v1',
      'create a.mp4 v2',
      'storage a.mp4',
      'status v2',
    ])
  })

  it('refused again after it was made again: the file fails with why; Retry makes it anew', async () => {
    network.storageAnswer['a.mp4'] = 403
    const { atom, runner, statuses, keyOf } = queueOf(['a.mp4'])
    await runner.run()
    expect(statuses()).toEqual(['a.mp4:failed'])
    expect(network.calls).toEqual([
      'create a.mp4 v1',
      'storage a.mp4',
      'delete v1',
      'create a.mp4 v2',
      'storage a.mp4',
    ])
    expect(atom.get().files[0]?.reason).toMatchObject({
      message: expect.stringContaining('The storage refused the file twice'),
    })
    network.storageAnswer['a.mp4'] = 204
    network.calls = []
    atom.set((state) => machine.fileRetried(state, keyOf('a.mp4')))
    await runner.run()
    expect(network.calls).toEqual(['delete v2', 'create a.mp4 v3', 'storage a.mp4', 'status v3'])
  })

  it('a 404 while the file goes up is not an expiry: it fails at once', async () => {
    network.storageAnswer['a.mp4'] = 404
    const { runner, statuses } = queueOf(['a.mp4'])
    await runner.run()
    expect(statuses()).toEqual(['a.mp4:failed'])
    expect(network.calls).toEqual(['create a.mp4 v1', 'storage a.mp4'])
  })

  it('a session end suspends the running file: failed, its record kept for Retry', async () => {
    network.storageAnswer['a.mp4'] = 'hold'
    const { runner, statuses } = queueOf(['a.mp4', 'b.mp4'])
    const run = runner.run()
    await vi.waitFor(() => expect(network.release).toBeDefined())
    runner.suspend()
    expect(await run).toBe('suspended')
    expect(statuses()).toEqual(['a.mp4:failed', 'b.mp4:queued'])
    expect(runner.hasRecords()).toBe(true)
    expect(network.calls).not.toContain('delete v1')
  })

  it('stops the queue when a call says the session has ended', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 401 }))
    const { runner } = queueOf(['a.mp4', 'b.mp4'])
    expect(await runner.run()).toBe('session-ended')
  })
})
