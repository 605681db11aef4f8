import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LIBRARY } from '@/test/local-search-library'
import { setLocalSearchOwner } from './client'
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
  await idbIndexStorage().wipe()
})
afterEach(() => vi.unstubAllGlobals())

describe('the IndexedDB storage', () => {
  it('keeps the index across engines (a reload) for its owner only', async () => {
    await setLocalSearchOwner('alice')
    const first = createLocalSearchEngine({ storage: idbIndexStorage(), saveDelayMs: 60_000 })
    await first.upsertVideos('alice', LIBRARY)
    await first.flush()
    expect(await idbIndexStorage().read('alice')).toMatchObject({
      videos: expect.arrayContaining([expect.objectContaining({ id: 'sports', owner: 'alice' })]),
    })

    const reloaded = createLocalSearchEngine({ storage: idbIndexStorage() })
    expect(await reloaded.load('alice')).toEqual({ owner: 'alice', videos: 5, scenes: 9 })
    const page = await reloaded.search('alice', { text: '都庁', mode: 'scenes', limit: 5 })
    expect(page.items.map((item) => item.id)).toEqual(['marathon'])

    // Bob signs in: Alice's entries go, and her tab's late write is refused.
    await setLocalSearchOwner('bob')
    await first.upsertVideos('alice', [{ ...LIBRARY[0]!, title: 'Late' }])
    await first.flush()
    expect(await idbIndexStorage().read('alice')).toBeUndefined()
    expect(await idbIndexStorage().read('bob')).toEqual({ videos: [], snapshot: undefined })
  })

  it('two tabs of one owner keep each other’s entries', async () => {
    await setLocalSearchOwner('alice')
    const tabA = createLocalSearchEngine({ storage: idbIndexStorage(), saveDelayMs: 60_000 })
    const tabB = createLocalSearchEngine({ storage: idbIndexStorage(), saveDelayMs: 60_000 })
    await Promise.all([
      tabA.upsertVideos('alice', LIBRARY.slice(0, 2)),
      tabB.upsertVideos('alice', LIBRARY.slice(2)),
    ])
    await Promise.all([tabA.flush(), tabB.flush()])
    const reloaded = createLocalSearchEngine({ storage: idbIndexStorage() })
    expect(await reloaded.load('alice')).toMatchObject({ videos: 5, scenes: 9 })
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
    await setLocalSearchOwner('alice')
    const engine = createLocalSearchEngine({ storage: idbIndexStorage() })
    await engine.upsertVideos('alice', LIBRARY)
    await engine.flush()
    const { wipeLocalSearch } = await freshClient()
    await wipeLocalSearch()
    expect(await idbIndexStorage().read('alice')).toBeUndefined()
    await setLocalSearchOwner('alice') // the same user signing in again finds nothing of before
    expect(await idbIndexStorage().read('alice')).toEqual({ videos: [], snapshot: undefined })
  })

  it('wipes the running index, in memory and saved', async () => {
    const { localSearch, wipeLocalSearch } = await freshClient()
    await localSearch().upsertVideos('alice', LIBRARY)
    await localSearch().flush()
    await wipeLocalSearch()
    expect(await localSearch().stats()).toEqual({ owner: null, videos: 0, scenes: 0 })
    expect(await idbIndexStorage().read('alice')).toBeUndefined()
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
