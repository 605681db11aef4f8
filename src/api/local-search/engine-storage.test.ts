import { afterEach, describe, expect, it, vi } from 'vitest'
import { ALICE, BOB, engineWith, ids, LIBRARY, query, video } from '@/test/local-search-library'
import { createLocalSearchEngine } from './engine'
import { ENGINE_ID } from './indexes'
import { memoryIndexStorage } from './storage'

afterEach(() => vi.useRealTimers())

describe('owners', () => {
  it('finds nothing for another owner', async () => {
    const { engine } = await engineWith()
    expect((await engine.search(BOB, query('ramen'))).items).toEqual([])
    expect(await engine.suggestTags(BOB, 'co')).toEqual([])
  })

  it('wipes the previous owner when another one writes', async () => {
    const { engine, storage } = await engineWith()
    await engine.flush()
    await engine.upsertVideos(BOB, [video('b1', 'Bob’s harbour film', [], '', [])])
    expect(await ids(engine, query('ramen'), ALICE)).toEqual([])
    expect(await ids(engine, query('ramen'), BOB)).toEqual([])
    expect(storage.saved).toBeUndefined()
    await engine.flush()
    expect(storage.saved?.owner).toBe(BOB)
    expect(storage.saved?.records).not.toContain('Ramen')
  })

  it('loads the saved index of the same owner only; another owner’s is deleted', async () => {
    const { engine, storage } = await engineWith()
    await engine.flush()
    const again = createLocalSearchEngine({ storage })
    expect(await again.load(ALICE)).toEqual({ owner: ALICE, videos: 5, scenes: 9 })
    expect(await ids(again, query('baton', { mode: 'scenes' }))).toEqual(['sports#1'])

    const other = createLocalSearchEngine({ storage })
    expect(await other.load(BOB)).toEqual({ owner: BOB, videos: 0, scenes: 0 })
    expect(storage.saved).toBeUndefined()
  })

  it('loads the saved index on a first search, but never switches owner on a read', async () => {
    const { engine, storage } = await engineWith()
    await engine.flush()
    const again = createLocalSearchEngine({ storage })
    expect(await ids(again, query('gymnasium'))).toEqual(['sports'])
    expect(await ids(again, query('gymnasium'), BOB)).toEqual([])
    expect(await again.suggestTags(BOB, 'co')).toEqual([])
    expect((await again.stats()).owner).toBe(ALICE)
  })

  it('adds to the saved index after a restart instead of replacing it', async () => {
    const { engine, storage } = await engineWith()
    await engine.flush()
    const again = createLocalSearchEngine({ storage })
    await again.upsertVideos(ALICE, [video('new', 'Harbour at dawn', [], '', [])])
    expect(await ids(again, query('ramen'))).toContain('ramen')
    expect(await ids(again, query('harbour'))).toEqual(['new'])
  })

  it('rebuilds from the saved records when another engine built the index', async () => {
    const { engine, storage } = await engineWith()
    await engine.flush()
    storage.saved = { ...storage.saved!, engine: 'older-engine', index: '{}' }
    const again = createLocalSearchEngine({ storage })
    await again.load(ALICE)
    expect(await ids(again, query('baton', { mode: 'scenes' }))).toEqual(['sports#1'])
    await again.flush()
    expect(storage.saved?.engine).toBe(ENGINE_ID)
  })

  it('drops a saved library of an unknown format', async () => {
    const { engine, storage } = await engineWith()
    await engine.flush()
    storage.saved = { ...storage.saved!, format: 999 }
    const again = createLocalSearchEngine({ storage })
    expect((await again.load(ALICE)).videos).toBe(0)
    expect(storage.saved).toBeUndefined()
  })
})

describe('saving and wiping', () => {
  it('saves shortly after a change, with the owner inside the record', async () => {
    vi.useFakeTimers()
    const storage = memoryIndexStorage()
    const engine = createLocalSearchEngine({ storage, saveDelayMs: 1000 })
    await engine.upsertVideos(ALICE, LIBRARY)
    expect(storage.saved).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1000)
    expect(storage.saved).toMatchObject({ owner: ALICE, engine: ENGINE_ID })
  })

  it('keeps working in memory when the write fails, and tries again', async () => {
    const storage = memoryIndexStorage()
    const write = vi.spyOn(storage, 'write').mockRejectedValueOnce(new Error('QuotaExceededError'))
    const engine = createLocalSearchEngine({ storage, saveDelayMs: 60_000 })
    await engine.upsertVideos(ALICE, LIBRARY)
    await engine.flush()
    expect(await ids(engine, query('gymnasium'))).toEqual(['sports'])
    await engine.flush()
    expect(write).toHaveBeenCalledTimes(2)
    expect(storage.saved?.owner).toBe(ALICE)
  })

  it('wipe forgets everything, in memory and saved, and a pending save never writes', async () => {
    vi.useFakeTimers()
    const storage = memoryIndexStorage()
    const engine = createLocalSearchEngine({ storage, saveDelayMs: 1000 })
    await engine.upsertVideos(ALICE, LIBRARY)
    await engine.wipe()
    await vi.advanceTimersByTimeAsync(5000)
    expect(storage.saved).toBeUndefined()
    expect(await engine.stats()).toEqual({ owner: null, videos: 0, scenes: 0 })
    expect((await engine.search(ALICE, query('ramen'))).items).toEqual([])
  })
})
