import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  KEPT_BACKGROUND_MESSAGE,
  readBackgroundKeeps,
  writeBackgroundKeep,
} from '@/offline/kept-background'
import {
  isKeepPaused,
  type KeptRecord,
  openKept,
  partKey,
  readKeptRecords,
  recordKey,
} from '@/offline/kept-files'
import { planFile } from '@/offline/kept-writer'
import { fakeCaches } from '@/test/fake-caches'
import {
  dismissKeptAway,
  dismissKeptEviction,
  keptEvicted,
  keptState,
  keptVideos,
  loadKeptVideos,
} from './kept-on-device'
import { mayHoldKeptVideos } from './kept-state'
import {
  cancelKeep,
  continueKeep,
  followBackgroundKeeps,
  type KeepPlan,
  keepInTurn,
  keepVideo,
  pauseKeep,
  resumeKeeps,
  wipeKeptVideos,
} from './video-keeping'

const FILE = new Uint8Array(3000).fill(7)
const PLAN: KeepPlan = {
  videoId: 'v1',
  title: 'Sports Day',
  files: [{ kind: 'full', url: 'https://assets.test/v1.mp4', size: FILE.length }],
  total: FILE.length,
}

function storage(estimate: { usage: number; quota: number }, persist = true) {
  vi.stubGlobal('navigator', {
    ...navigator,
    storage: { estimate: async () => estimate, persist: vi.fn(async () => persist) },
  })
}

/** Answers that never end (a keep stays under way until it is cancelled, as a reload cuts it). */
function stubEndlessFetch() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async (_url: string, init: RequestInit) =>
        new Response(
          new ReadableStream({
            start(controller) {
              init.signal?.addEventListener('abort', () => controller.error(init.signal?.reason))
            },
          }),
          { headers: { 'Content-Length': String(FILE.length) } },
        ),
    ),
  )
}

/** A video's full file planned as a keep's start writes it: a record, nothing stored yet. */
const planFull = (videoId: string, title: string) =>
  planFile({
    videoId,
    title,
    kind: 'full',
    url: `https://assets.test/${videoId}.mp4`,
    size: FILE.length,
  })

type Fetches = Record<string, object>

/** A background fetch as the browser gives it, under way in `fetches` until it is aborted. */
function backgroundFetchIn(
  fetches: Fetches,
  id: string,
  progress: { downloadTotal: number; downloaded?: number; result?: string },
) {
  fetches[id] = Object.assign(new EventTarget(), {
    id,
    downloaded: 0,
    result: '',
    ...progress,
    abort: vi.fn(async () => delete fetches[id]),
  })
  return fetches[id] as EventTarget & { abort: () => Promise<unknown> }
}

/**
 * The worker's registration with the background fetches under way (by id); `start` is the
 * browser's `fetch` where a test hands keeps over.
 */
function stubBackgroundFetch(fetches: Fetches, start?: (...args: never[]) => Promise<object>) {
  vi.stubGlobal('navigator', {
    ...navigator,
    serviceWorker: {
      getRegistration: async () => ({
        backgroundFetch: {
          fetch: start,
          get: async (id: string) => fetches[id],
          getIds: async () => (start ? Object.keys(fetches) : []),
        },
      }),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    },
  })
}

beforeEach(() => {
  vi.stubGlobal('caches', fakeCaches().api)
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(FILE, { headers: { 'Content-Length': String(FILE.length) } })),
  )
})
afterEach(async () => {
  await wipeKeptVideos()
  vi.unstubAllGlobals()
})

describe('keepVideo', () => {
  it('refuses what will not fit, before writing anything', async () => {
    storage({ usage: 9000, quota: 10_000 })
    expect(await keepVideo(PLAN)).toEqual({ kind: 'no-room', need: 3000, room: 1000 })
    expect(fetch).not.toHaveBeenCalled()
    expect(await readKeptRecords()).toEqual([])
  })

  it('asks the browser to keep storage on the first keep and says its answer', async () => {
    storage({ usage: 0, quota: 1e9 }, false)
    expect(await keepVideo(PLAN)).toEqual({ kind: 'kept', persist: 'refused' })
    const [video] = keptVideos(await readKeptRecords())
    expect(video).toMatchObject({ videoId: 'v1', bytes: 3000, complete: true, kinds: ['full'] })
    // The second keep does not ask again.
    expect(await keepVideo({ ...PLAN, videoId: 'v2' })).toEqual({ kind: 'kept' })
    expect(navigator.storage.persist).toHaveBeenCalledTimes(1)
  })

  it('tells an eviction at the next start, not a removal on purpose', async () => {
    storage({ usage: 0, quota: 1e9 })
    await keepVideo(PLAN)
    // The browser evicts the site's caches; the note in localStorage stays.
    await caches.delete('vi-kept-videos')
    await loadKeptVideos()
    expect(keptEvicted()).toBe(true)
    dismissKeptEviction()

    await keepVideo(PLAN)
    await wipeKeptVideos()
    await loadKeptVideos()
    expect(keptEvicted()).toBe(false)
  })

  it('notes a keep before its first record, so a start looks for it; a cancel tells no eviction', async () => {
    storage({ usage: 0, quota: 1e9 })
    expect(mayHoldKeptVideos()).toBe(false)
    // The first answer never ends: the keep is under way until cancelled, as a reload cuts it.
    stubEndlessFetch()
    const keeping = keepVideo(PLAN)
    await vi.waitUntil(async () => (await readKeptRecords()).length > 0)
    expect(mayHoldKeptVideos()).toBe(true)
    // A read of the records meanwhile (the profile's list) keeps the note.
    await loadKeptVideos()
    expect(mayHoldKeptVideos()).toBe(true)
    cancelKeep()
    expect(await keeping).toEqual({ kind: 'cancelled' })
    await loadKeptVideos()
    expect(keptEvicted()).toBe(false)
    await wipeKeptVideos()
    expect(mayHoldKeptVideos()).toBe(false)
  })

  it('pauses keeping the whole parts of every planned file, and continues with Range', async () => {
    storage({ usage: 0, quota: 1e9 })
    const ranges: (string | null)[] = []
    // The first answer never ends: the keep is under way until paused.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        ranges.push(new Headers(init.headers).get('range'))
        if (ranges.length > 1)
          return new Response(FILE, { headers: { 'Content-Length': String(FILE.length) } })
        const body = new ReadableStream({
          start(controller) {
            init.signal?.addEventListener('abort', () => controller.error(init.signal?.reason))
          },
        })
        return new Response(body, { headers: { 'Content-Length': String(FILE.length) } })
      }),
    )
    const trailer = { kind: 'trailer' as const, url: 'https://assets.test/t.mp4', size: 3000 }
    const keeping = keepVideo({ ...PLAN, files: [...PLAN.files, trailer], total: 6000 })
    await vi.waitFor(() => expect(ranges).toHaveLength(1))
    pauseKeep()
    expect(await keeping).toEqual({ kind: 'paused' })
    // Both files are known, neither is whole: the video is partly kept.
    expect(keptVideos(await readKeptRecords())).toMatchObject([
      { videoId: 'v1', complete: false, kinds: ['full', 'trailer'] },
    ])
    expect(await continueKeep('v1')).toEqual({ kind: 'kept' })
    expect(keptVideos(await readKeptRecords())[0]).toMatchObject({ complete: true, bytes: 6000 })
  })
})

describe('keepInTurn', () => {
  it('keeps a selection one video after the other, behind the keep under way', async () => {
    storage({ usage: 0, quota: 1e9 })
    const first = keepVideo(PLAN)
    const second = keepInTurn({ ...PLAN, videoId: 'v2' })
    const third = keepInTurn({ ...PLAN, videoId: 'v3' })
    expect(keptState.get().waiting).toBe(2)
    expect(await Promise.all([first, second, third])).toEqual([
      { kind: 'kept', persist: 'granted' },
      { kind: 'kept' },
      { kind: 'kept' },
    ])
    expect(
      keptVideos(await readKeptRecords())
        .map((video) => video.videoId)
        .sort(),
    ).toEqual(['v1', 'v2', 'v3'])
    expect(keptState.get().waiting).toBe(0)
  })

  it('continues a partly kept video after the keep under way, not beside it', async () => {
    storage({ usage: 0, quota: 1e9 })
    // v1's first answer never ends: paused, it is partly kept.
    let calls = 0
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        calls++
        if (calls > 1)
          return new Response(FILE, { headers: { 'Content-Length': String(FILE.length) } })
        const body = new ReadableStream({
          start(controller) {
            init.signal?.addEventListener('abort', () => controller.error(init.signal?.reason))
          },
        })
        return new Response(body, { headers: { 'Content-Length': String(FILE.length) } })
      }),
    )
    const paused = keepVideo(PLAN)
    await vi.waitFor(() => expect(calls).toBe(1))
    pauseKeep()
    expect(await paused).toEqual({ kind: 'paused' })
    const other = keepVideo({ ...PLAN, videoId: 'v2' })
    const continued = continueKeep('v1')
    expect(await Promise.all([other, continued])).toEqual([{ kind: 'kept' }, { kind: 'kept' }])
    expect(keptVideos(await readKeptRecords()).every((video) => video.complete)).toBe(true)
  })

  it('drops the keeps waiting when the one under way is cancelled', async () => {
    storage({ usage: 0, quota: 1e9 })
    stubEndlessFetch()
    const first = keepInTurn(PLAN)
    const second = keepInTurn({ ...PLAN, videoId: 'v2' })
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled())
    cancelKeep()
    expect(await Promise.all([first, second])).toEqual([
      { kind: 'cancelled' },
      { kind: 'cancelled' },
    ])
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(await readKeptRecords()).toEqual([])
  })
})

describe('resumeKeeps', () => {
  it('continues a cut keep from its whole parts, the full video first, showing what is kept', async () => {
    // What a reload left: the trailer's record listed first, one whole part of the full video.
    const record = (kind: 'full' | 'trailer', stored: number): KeptRecord => ({
      videoId: 'v1',
      kind,
      title: 'Sports Day',
      url: `https://assets.test/${kind}.mp4`,
      type: 'video/mp4',
      size: FILE.length,
      stored,
      partBytes: 1000,
      keptAt: 1,
    })
    const cache = await openKept()
    await cache.put(recordKey('v1', 'trailer'), Response.json(record('trailer', 0)))
    await cache.put(partKey('v1', 'full', 0), new Response(FILE.slice(0, 1000)))
    await cache.put(recordKey('v1', 'full'), Response.json(record('full', 1000)))
    const asked: [string, string | null][] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const range = new Headers(init.headers).get('range')
        asked.push([url, range])
        const [, from, last] = /bytes=(\d+)-(\d+)/.exec(range ?? '') ?? []
        if (!range) return new Response(FILE, { headers: { 'Content-Length': `${FILE.length}` } })
        const part = FILE.slice(Number(from), Number(last) + 1)
        const headers = { 'Content-Length': String(part.length) }
        return new Response(part, { status: 206, headers })
      }),
    )
    const shown: number[] = []
    const watch = keptState.subscribe(({ keeping }) => keeping && shown.push(keeping.stored))

    await resumeKeeps()
    watch.unsubscribe()

    // Each part its own range, from the full video's first missing one.
    expect(asked).toEqual([
      ['https://assets.test/full.mp4', 'bytes=1000-1999'],
      ['https://assets.test/full.mp4', 'bytes=2000-2999'],
      ['https://assets.test/trailer.mp4', 'bytes=0-999'],
      ['https://assets.test/trailer.mp4', 'bytes=1000-1999'],
      ['https://assets.test/trailer.mp4', 'bytes=2000-2999'],
    ])
    // From the first figure on, the progress counts the part kept before the reload.
    expect(shown[0]).toBe(1000)
    expect(Math.min(...shown)).toBe(1000)
    expect(keptVideos(await readKeptRecords())[0]).toMatchObject({ complete: true, bytes: 6000 })
  })

  it('leaves a paused keep paused until Continue keeping, which clears the pause', async () => {
    storage({ usage: 0, quota: 1e9 })
    // The first answer never ends: the keep is under way until paused.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        if (vi.mocked(fetch).mock.calls.length > 1)
          return new Response(FILE, { headers: { 'Content-Length': String(FILE.length) } })
        const body = new ReadableStream({
          start(controller) {
            init.signal?.addEventListener('abort', () => controller.error(init.signal?.reason))
          },
        })
        return new Response(body, { headers: { 'Content-Length': String(FILE.length) } })
      }),
    )
    const keeping = keepVideo(PLAN)
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    pauseKeep()
    expect(await keeping).toEqual({ kind: 'paused' })

    // The next start: nothing is asked for, the video stays partly kept.
    await resumeKeeps()
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(keptVideos(await readKeptRecords())[0]).toMatchObject({ complete: false })

    expect(await continueKeep('v1')).toEqual({ kind: 'kept' })
    expect(keptVideos(await readKeptRecords())[0]).toMatchObject({ complete: true })
    expect(await isKeepPaused('v1')).toBe(false)
  })
})

describe('a keep handed to Background Fetch, at the next start', () => {
  const entry = { videoId: 'v1', title: 'Sports Day', keptTitle: 'kept' } as const

  it('tells how one ended once, and forgets it', async () => {
    stubBackgroundFetch({})
    await writeBackgroundKeep({ ...entry, state: 'failed', reason: 'fetch-error' })
    await followBackgroundKeeps(await readBackgroundKeeps())
    expect(keptState.get().away).toEqual([{ ...entry, state: 'failed', reason: 'fetch-error' }])
    expect(await readBackgroundKeeps()).toEqual([])
    dismissKeptAway('v1')
    expect(keptState.get().away).toEqual([])
  })

  it('follows one that failed as the app started, and tells why as the worker stored it', async () => {
    await planFull('v1', 'Sports Day')
    await writeBackgroundKeep({ ...entry, state: 'running' })
    const atStart = await readBackgroundKeeps()
    // The browser has failed it; the worker stores why while the start reads the entries.
    const fetches: Fetches = {}
    backgroundFetchIn(fetches, 'keep:v1', { downloadTotal: 3000, result: 'failure' })
    stubBackgroundFetch(fetches)
    await loadKeptVideos()
    await followBackgroundKeeps(atStart)
    await writeBackgroundKeep({ ...entry, state: 'failed', reason: 'bad-status' })
    const listen = vi.mocked(navigator.serviceWorker.addEventListener)
    const told = listen.mock.calls.find(([type]) => type === 'message')![1] as (e: object) => void
    told({ data: { type: KEPT_BACKGROUND_MESSAGE, videoId: 'v1' } })
    await vi.waitFor(() =>
      expect(keptState.get().away).toEqual([{ ...entry, state: 'failed', reason: 'bad-status' }]),
    )
    expect(await readBackgroundKeeps()).toEqual([])
  })

  it('follows one still under way, and does not download that video again', async () => {
    storage({ usage: 0, quota: 1e9 })
    // A keep cut by the hand-over: planned, nothing written.
    await planFull('v1', 'Sports Day')
    await writeBackgroundKeep({ ...entry, state: 'running' })
    const under: Fetches = {}
    const registration = backgroundFetchIn(under, 'keep:v1', {
      downloaded: 1000,
      downloadTotal: 3000,
    })
    stubBackgroundFetch(under)
    await loadKeptVideos()
    await followBackgroundKeeps(await readBackgroundKeeps())
    expect(keptState.get().keeping).toMatchObject({ videoId: 'v1', stored: 1000, total: 3000 })
    // resumeKeeps waits for it; Pause stops the browser's fetch and nothing takes it up.
    const resumed = resumeKeeps()
    pauseKeep()
    await resumed
    expect(registration.abort).toHaveBeenCalled()
    expect(fetch).not.toHaveBeenCalled()
    expect(keptState.get().keeping).toBeUndefined()
  })
})

describe('a queue handed to Background Fetch, at the next start', () => {
  it('follows each still under way in the queue, in order; Pause stops every fetch', async () => {
    const running: Fetches = {}
    for (const videoId of ['v1', 'v2']) {
      await planFull(videoId, videoId)
      await writeBackgroundKeep({ videoId, title: videoId, keptTitle: 'kept', state: 'running' })
      backgroundFetchIn(running, `keep:${videoId}`, { downloadTotal: 3000 })
    }
    stubBackgroundFetch(running)
    await loadKeptVideos()
    await followBackgroundKeeps(await readBackgroundKeeps())
    expect(keptState.get()).toMatchObject({ keeping: { videoId: 'v1' }, waiting: 1 })
    const resumed = resumeKeeps()
    pauseKeep()
    await resumed
    await vi.waitFor(() => expect(Object.keys(running)).toEqual([]))
    expect(fetch).not.toHaveBeenCalled()
  })
})

describe('the keeps waiting their turn, when the keep under way is handed to Background Fetch', () => {
  const full = { kind: 'full', url: 'https://assets.test/v2.mp4', size: FILE.length } as const
  const trailer = { kind: 'trailer', url: 'https://assets.test/v2-t.mp4', size: 500 } as const
  const v2: KeepPlan = { ...PLAN, videoId: 'v2', files: [full, trailer], total: 3500 }
  const v3: KeepPlan = {
    ...PLAN,
    videoId: 'v3',
    files: [{ ...full, url: 'https://assets.test/v3.mp4' }],
  }

  /** The browser's Background Fetch: the fetches started (id, URLs), each under way until aborted. */
  function backgroundFetch(estimate: { usage: number; quota: number }) {
    const started: { id: string; urls: string[] }[] = []
    const running: Fetches = {}
    stubBackgroundFetch(
      running,
      async (id: string, requests: Request[], options: { downloadTotal: number }) => {
        started.push({ id, urls: requests.map((request) => request.url) })
        return backgroundFetchIn(running, id, { downloadTotal: options.downloadTotal })
      },
    )
    storage(estimate)
    return { started, running }
  }
  beforeEach(() => {
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => 'hidden')
  })
  afterEach(() => vi.restoreAllMocks())

  it('hands each over too, in turn order, with its files; Cancel stops every fetch of the queue', async () => {
    const { started, running } = backgroundFetch({ usage: 0, quota: 1e9 })
    stubEndlessFetch()
    const keeps = [keepInTurn(PLAN), keepInTurn(v2), keepInTurn(v3)]
    await vi.waitFor(() => expect(started).toHaveLength(3), { timeout: 3000 })
    expect(started).toEqual([
      { id: 'keep:v1', urls: [PLAN.files[0]!.url] },
      { id: 'keep:v2', urls: [full.url, trailer.url] },
      { id: 'keep:v3', urls: ['https://assets.test/v3.mp4'] },
    ])
    // Still their turn in the page: one under way, two waiting.
    expect(keptState.get()).toMatchObject({ keeping: { videoId: 'v1' }, waiting: 2 })
    // The page downloads nothing of the waiting ones.
    expect(fetch).toHaveBeenCalledTimes(1)

    cancelKeep()
    expect(await Promise.all(keeps)).toEqual([
      { kind: 'cancelled' },
      { kind: 'cancelled' },
      { kind: 'cancelled' },
    ])
    expect(Object.keys(running)).toEqual([])
    expect(await readKeptRecords()).toEqual([])
  })

  it('leaves one that would not fit waiting in the page, and the ones behind it', async () => {
    // Room for v1's rest and v2, not for v3 after them.
    const { started } = backgroundFetch({ usage: 0, quota: 3000 + 3500 + 2000 })
    stubEndlessFetch()
    const keeps = [
      keepInTurn(PLAN),
      keepInTurn(v2),
      keepInTurn(v3),
      keepInTurn({ ...v3, videoId: 'v4', total: 1 }),
    ]
    await vi.waitFor(() => expect(started).toHaveLength(2), { timeout: 3000 })
    expect(started.map((fetch) => fetch.id)).toEqual(['keep:v1', 'keep:v2'])
    expect(
      keptVideos(await readKeptRecords())
        .map((video) => video.videoId)
        .sort(),
    ).toEqual(['v1', 'v2'])
    pauseKeep()
    expect(await Promise.all(keeps)).toEqual([
      { kind: 'paused' },
      { kind: 'cancelled' },
      { kind: 'cancelled' },
      { kind: 'cancelled' },
    ])
    // Only the one under way stays, paused; nothing of the waiting ones.
    expect(keptVideos(await readKeptRecords()).map((video) => video.videoId)).toEqual(['v1'])
  })
})
