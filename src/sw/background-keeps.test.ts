import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  type BackgroundFetchRecord,
  type BackgroundKeep,
  readBackgroundKeep,
  requestsForRest,
  writeBackgroundKeep,
} from '@/offline/kept-background'
import { keptBlob, readKeptRecords } from '@/offline/kept-files'
import { keepFile } from '@/offline/kept-writer'
import { KEPT_CACHE } from '@/offline/names'
import { fakeCaches } from '@/test/fake-caches'
import { handleBackgroundKeeps, writeFetched } from './background-keeps'

const PART_BYTES = 4096
const SIZE = PART_BYTES * 2 + 1000
const FILE = new Uint8Array(SIZE).map((_, i) => i % 251)
const URL_FULL = 'https://assets/v1/full.mp4'

/** The file from `from`, as a server answers (cut after `cutAfter` bytes when asked). */
function answer(from: number, { partial = from > 0, cutAfter = Number.POSITIVE_INFINITY } = {}) {
  let at = from
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at - from >= cutAfter) return controller.error(new TypeError('network dropped'))
      const chunk = FILE.slice(at, Math.min(SIZE, at + 1000))
      at += chunk.byteLength
      controller.enqueue(chunk)
      if (at >= SIZE) controller.close()
    },
  })
  // A background fetch's response may expose none of the file's headers.
  return new Response(body, { status: partial ? 206 : 200 })
}

/** A keep the page cut after its first whole part, as a hand-over leaves it. */
async function cutAfterOnePart() {
  const fetcher = (async (_url: unknown, init?: RequestInit) => {
    const from = Number(
      /bytes=(\d+)-/.exec(new Headers(init?.headers).get('range') ?? '')?.[1] ?? 0,
    )
    const response = answer(from, { cutAfter: PART_BYTES + 1500 })
    return new Response(response.body, {
      status: response.status,
      headers: { 'Content-Length': String(SIZE - from) },
    })
  }) as typeof fetch
  const keep = { videoId: 'v1', kind: 'full', title: 'Sports', url: URL_FULL } as const
  await expect(keepFile({ ...keep, fetcher, partBytes: PART_BYTES })).rejects.toThrow()
  expect((await readKeptRecords())[0]?.stored).toBe(PART_BYTES)
}

const record = (from: number, response: Response): BackgroundFetchRecord => ({
  request: new Request(URL_FULL, { headers: from > 0 ? { Range: `bytes=${from}-` } : {} }),
  responseReady: Promise.resolve(response),
})

async function keptBytes() {
  const kept = await keptBlob('v1', 'full')
  return kept && [...new Uint8Array(await kept.blob.arrayBuffer())]
}

beforeEach(() => vi.stubGlobal('caches', fakeCaches().api))
afterEach(() => vi.unstubAllGlobals())

describe('writing what a background fetch downloaded', () => {
  it('asks for the rest of a begun file from its last whole part', async () => {
    await cutAfterOnePart()
    const [begun] = await readKeptRecords()
    const { requests, bytes } = requestsForRest([
      begun!,
      { ...begun!, kind: 'trailer', stored: SIZE },
    ])
    expect(requests.map((r) => r.headers.get('range'))).toEqual([`bytes=${PART_BYTES}-`])
    expect(bytes).toBe(SIZE - PART_BYTES)
  })

  it('continues the file from the part the page stopped at, headers or not', async () => {
    await cutAfterOnePart()
    await writeFetched('v1', [record(PART_BYTES, answer(PART_BYTES))])
    expect(await keptBytes()).toEqual([...FILE])
  })

  it('skips the bytes already kept when the server sent the whole file', async () => {
    await cutAfterOnePart()
    await writeFetched('v1', [record(PART_BYTES, answer(0, { partial: false }))])
    expect(await keptBytes()).toEqual([...FILE])
  })

  it('fails on an error answer, keeping what was written', async () => {
    await cutAfterOnePart()
    await expect(
      writeFetched('v1', [record(PART_BYTES, new Response('gone', { status: 404 }))]),
    ).rejects.toThrow()
    expect((await readKeptRecords())[0]?.stored).toBe(PART_BYTES)
  })
})

describe("the worker's outcome", () => {
  const entry: BackgroundKeep = {
    videoId: 'v1',
    title: 'Sports',
    keptTitle: '“Sports” was kept for offline',
    state: 'running',
  }
  const handlers = new Map<string, (event: unknown) => void>()
  const told: unknown[] = []
  /** An open window of the app at `path`. */
  const page = (path: string) => ({
    url: `https://app.example${path}`,
    postMessage: (message: unknown) => told.push(message),
    focus: vi.fn(async () => undefined),
  })
  let windows: ReturnType<typeof page>[] = []
  const openWindow = vi.fn(async (_path: string) => null)
  beforeEach(() => {
    handlers.clear()
    told.length = 0
    vi.spyOn(self, 'addEventListener').mockImplementation((type: string, handler: unknown) => {
      handlers.set(type, handler as (event: unknown) => void)
    })
    const clients = {
      matchAll: async () => windows,
      openWindow,
    }
    windows = [page('/video')]
    openWindow.mockClear()
    vi.stubGlobal('clients', clients)
    handleBackgroundKeeps()
  })

  async function dispatch(type: string, registration: object, updateUI = vi.fn(async () => {})) {
    let work: Promise<unknown> = Promise.resolve()
    handlers.get(type)!({ registration, waitUntil: (p: Promise<unknown>) => (work = p), updateUI })
    await work
    return updateUI
  }

  it('on success writes the files, stores "kept", names the download and tells the pages', async () => {
    await cutAfterOnePart()
    await writeBackgroundKeep(entry)
    const fetched = [record(PART_BYTES, answer(PART_BYTES))]
    const updateUI = await dispatch('backgroundfetchsuccess', {
      id: 'keep:v1',
      matchAll: async () => fetched,
    })
    expect(await keptBytes()).toEqual([...FILE])
    expect(await readBackgroundKeep('v1')).toMatchObject({ state: 'kept' })
    expect(updateUI).toHaveBeenCalledWith({ title: entry.keptTitle })
    expect(told).toEqual([{ type: 'vi-kept-background', videoId: 'v1' }])
  })

  it('a session end while it writes: nothing of the keep stays, nor how it went', async () => {
    await cutAfterOnePart()
    await writeBackgroundKeep(entry)
    // The logout lands once the browser's download is read: the kept cache goes.
    const fetched = [record(PART_BYTES, answer(PART_BYTES))]
    const updateUI = await dispatch('backgroundfetchsuccess', {
      id: 'keep:v1',
      matchAll: async () => {
        await caches.delete(KEPT_CACHE)
        return fetched
      },
    })
    expect(await caches.has(KEPT_CACHE)).toBe(false)
    expect(await readBackgroundKeep('v1')).toBeUndefined()
    expect(updateUI).not.toHaveBeenCalled()
  })

  it('on failure stores why; on abort forgets it; another fetch is not its business', async () => {
    await writeBackgroundKeep(entry)
    await dispatch('backgroundfetchfail', { id: 'keep:v1', failureReason: 'fetch-error' })
    expect(await readBackgroundKeep('v1')).toMatchObject({ state: 'failed', reason: 'fetch-error' })
    await dispatch('backgroundfetchabort', { id: 'keep:v1', failureReason: 'aborted' })
    expect(await readBackgroundKeep('v1')).toBeUndefined()
    told.length = 0
    await dispatch('backgroundfetchfail', { id: 'other', failureReason: 'fetch-error' })
    expect(told).toEqual([])
  })

  it("a click on the browser's download shows the video's page, in a new window if none shows it", async () => {
    await dispatch('backgroundfetchclick', { id: 'keep:v1' })
    expect(openWindow).toHaveBeenCalledWith('/video-detail/v1')
    expect(windows[0]!.focus).not.toHaveBeenCalled()

    const detail = page('/video-detail/v1?sceneIndex=2')
    windows.push(detail)
    await dispatch('backgroundfetchclick', { id: 'keep:v1' })
    expect(detail.focus).toHaveBeenCalledOnce()
    expect(openWindow).toHaveBeenCalledOnce()

    await dispatch('backgroundfetchclick', { id: 'other' })
    expect(openWindow).toHaveBeenCalledOnce()
  })
})
