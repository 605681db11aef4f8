import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LIBRARY } from '@/test/local-search-library'
import { createLocalSearchEngine } from './engine'
import { fromSimilarRequest } from './from-similar-request'
import { idbIndexStorage } from './storage'

/** The client module holds the tab's one index: a fresh copy for every test. */
async function freshClient() {
  vi.resetModules()
  return import('./client')
}

beforeEach(async () => {
  vi.stubGlobal('Worker', undefined) // the page path: the worker's is run by the bench
  await idbIndexStorage().clear()
})
afterEach(() => vi.unstubAllGlobals())

describe('the IndexedDB storage', () => {
  it('keeps the index across engines (a reload) for its owner only', async () => {
    const first = createLocalSearchEngine({ storage: idbIndexStorage(), saveDelayMs: 60_000 })
    await first.upsertVideos('alice', LIBRARY)
    await first.flush()
    const saved = await idbIndexStorage().read()
    expect(saved).toMatchObject({ owner: 'alice', format: 1 })

    const reloaded = createLocalSearchEngine({ storage: idbIndexStorage() })
    expect(await reloaded.load('alice')).toEqual({ owner: 'alice', videos: 5, scenes: 9 })
    const page = await reloaded.search('alice', { text: '都庁', mode: 'scenes', limit: 5 })
    expect(page.items.map((item) => item.id)).toEqual(['marathon'])

    const otherUser = createLocalSearchEngine({ storage: idbIndexStorage() })
    expect((await otherUser.load('bob')).videos).toBe(0)
    expect(await idbIndexStorage().read()).toBeUndefined()
  })
})

describe('localSearch() without worker support', () => {
  it('runs the same engine in the page, loaded on first use', async () => {
    const { localSearch } = await freshClient()
    const index = localSearch()
    expect(localSearch()).toBe(index)
    // Videos with extra fields (frames, clip paths) are accepted; only what is indexed crosses.
    const detail = {
      ...LIBRARY[0]!,
      videoPath: 'x.mp4',
      outputData: {
        scenes: [
          {
            index: 0,
            description: 'A kite festival',
            thumbnail: null,
            frames: [{ path: 'f.jpg' }],
          },
        ],
      },
    }
    await index.upsertVideos('alice', [detail])
    const page = await index.search('alice', { text: 'kite', mode: 'scenes', limit: 10 })
    expect(page.items).toMatchObject([{ id: 'sports', sceneIndex: 0, sceneThumbnailPath: null }])
  })
})

describe('wipeLocalSearch', () => {
  it('deletes the saved index even when no index was started in this tab', async () => {
    const engine = createLocalSearchEngine({ storage: idbIndexStorage() })
    await engine.upsertVideos('alice', LIBRARY)
    await engine.flush()
    const { wipeLocalSearch } = await freshClient()
    await wipeLocalSearch()
    expect(await idbIndexStorage().read()).toBeUndefined()
  })

  it('wipes the running index, in memory and saved', async () => {
    const { localSearch, wipeLocalSearch } = await freshClient()
    await localSearch().upsertVideos('alice', LIBRARY)
    await localSearch().flush()
    await wipeLocalSearch()
    expect(await localSearch().stats()).toEqual({ owner: null, videos: 0, scenes: 0 })
    expect(await idbIndexStorage().read()).toBeUndefined()
  })
})

describe('fromSimilarRequest', () => {
  it('reads the server request of a results URL', () => {
    expect(
      fromSimilarRequest({
        endpoint: 'find-similar-scenes',
        query: {
          page: 2,
          description: 'relay race',
          kValue: 25,
          searchMethod: 'sparse',
          video: true,
          videoId: 'v1',
          sceneIndex: 3,
          searchScope: 'current',
        },
      }),
    ).toEqual({
      text: 'relay race',
      mode: 'scenes',
      limit: 25,
      page: 2,
      scope: 'current',
      videoId: 'v1',
      sceneIndex: 3,
      similar: true,
    })
    expect(
      fromSimilarRequest({
        endpoint: 'find-similar-videos',
        query: { page: 1, description: '港', kValue: 10, searchMethod: 'hybrid', video: false },
      }),
    ).toMatchObject({ mode: 'videos', scope: 'all', similar: false, videoId: undefined })
  })
})
