import { afterEach, describe, expect, it, vi } from 'vitest'
import { ALICE, BOB, engineWith, ids, LIBRARY, query, video } from '@/test/local-search-library'
import { createLocalSearchEngine } from './engine'
import { ENGINE_ID } from './indexes'
import { memoryIndexStorage } from './storage'

afterEach(() => vi.useRealTimers())

const storedIds = (storage: ReturnType<typeof memoryIndexStorage>) =>
  [...storage.videos.keys()].sort()
const HARBOUR = video('harbour', 'Harbour at dawn', [], '', ['Boats leave the harbour.'])
const KITES = video('kites', 'Kite festival', [], '', ['Kites over the beach.'])

describe('owners', () => {
  it('finds nothing for another owner', async () => {
    const { engine } = await engineWith()
    expect((await engine.search(BOB, query('ramen'))).items).toEqual([])
    expect(await engine.suggestTags(BOB, 'co')).toEqual([])
  })

  it('writes only while the stored index is its owner’s; the rest waits in memory', async () => {
    const storage = memoryIndexStorage()
    const engine = createLocalSearchEngine({ storage, saveDelayMs: 60_000 })
    await engine.upsertVideos(ALICE, LIBRARY)
    await engine.flush()
    expect(storage.videos.size).toBe(0) // no owner set: refused
    expect(await ids(engine, query('gymnasium'))).toEqual(['sports'])
    await storage.setOwner(ALICE) // the page, at sign-in
    await engine.upsertVideos(ALICE, [HARBOUR])
    await engine.flush()
    expect(storedIds(storage)).toEqual(['cafe', 'harbour', 'kyoto', 'marathon', 'ramen', 'sports'])
  })

  it('a pending save never writes the previous user’s index after another user signs in', async () => {
    vi.useFakeTimers()
    const storage = memoryIndexStorage()
    await storage.setOwner(ALICE)
    const staleTab = createLocalSearchEngine({ storage, saveDelayMs: 1000 })
    await staleTab.upsertVideos(ALICE, LIBRARY) // its save is 1 s away
    await storage.setOwner(BOB) // another tab: Bob signs in
    await vi.advanceTimersByTimeAsync(5000)
    expect(storage.videos.size).toBe(0)
    expect(storage.marker).toBe(BOB)
    const bobsTab = createLocalSearchEngine({ storage, saveDelayMs: 60_000 })
    expect(await bobsTab.load(BOB)).toEqual({ owner: BOB, videos: 0, scenes: 0 })
  })

  it('never reads an index stored for someone else', async () => {
    const { engine, storage } = await engineWith()
    await engine.flush()
    const other = createLocalSearchEngine({ storage })
    expect(await other.load(BOB)).toEqual({ owner: BOB, videos: 0, scenes: 0 })
    expect(await ids(other, query('ramen'), BOB)).toEqual([])
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
})

describe('two tabs', () => {
  it('two writers of one owner lose none of each other’s entries', async () => {
    const storage = memoryIndexStorage()
    await storage.setOwner(ALICE)
    const tabA = createLocalSearchEngine({ storage, saveDelayMs: 60_000 })
    const tabB = createLocalSearchEngine({ storage, saveDelayMs: 60_000 })
    await tabA.load(ALICE)
    await tabB.load(ALICE)
    await tabA.upsertVideos(ALICE, LIBRARY.slice(0, 3))
    await tabB.upsertVideos(ALICE, [HARBOUR])
    await tabA.flush()
    await tabB.flush()
    await tabA.upsertVideos(ALICE, [KITES])
    await tabA.flush() // the last snapshot is A's, which never saw B's video
    expect(storedIds(storage)).toEqual(['harbour', 'kites', 'marathon', 'ramen', 'sports'])

    const reload = createLocalSearchEngine({ storage })
    expect(await reload.load(ALICE)).toMatchObject({ videos: 5 })
    expect(await ids(reload, query('harbour'))).toEqual(['harbour'])
    expect(await ids(reload, query('beach', { mode: 'scenes' }))).toEqual(['kites#0'])
    expect(await ids(reload, query('ramen'))).toEqual(['ramen'])
  })

  it('the same video saved alike by two tabs keeps one version, so the snapshot still holds it', async () => {
    const storage = memoryIndexStorage()
    await storage.setOwner(ALICE)
    const tabA = createLocalSearchEngine({ storage, saveDelayMs: 60_000 })
    const tabB = createLocalSearchEngine({ storage, saveDelayMs: 60_000 })
    await tabA.upsertVideos(ALICE, [HARBOUR])
    await tabB.upsertVideos(ALICE, [HARBOUR, KITES])
    await tabA.flush()
    await tabB.flush() // B's copy of the harbour video is the stored one
    await tabA.upsertVideos(ALICE, LIBRARY.slice(0, 1))
    await tabA.flush() // A's snapshot, with A's copy of it
    const covered = new Map(storage.snapshot?.covers)
    expect(covered.get('harbour')).toBe(storage.videos.get('harbour')?.stamp)
    const reload = createLocalSearchEngine({ storage })
    expect(await reload.load(ALICE)).toMatchObject({ videos: 3 })
    expect(await ids(reload, query('kite'))).toEqual(['kites'])
  })

  it('a video another tab removed or changed is not found from an older snapshot', async () => {
    const { engine: tabA, storage } = await engineWith()
    await tabA.flush()
    const tabB = createLocalSearchEngine({ storage, saveDelayMs: 60_000 })
    await tabB.load(ALICE)
    await tabB.removeVideos(ALICE, ['ramen'])
    await tabB.upsertVideos(ALICE, [video('sports', 'Sports Day', [], '', ['A tug of war.'])])
    await tabB.flush()
    await tabA.upsertVideos(ALICE, [HARBOUR])
    await tabA.flush() // A's snapshot still holds ramen and the old sports scenes

    const reload = createLocalSearchEngine({ storage })
    await reload.load(ALICE)
    expect(await ids(reload, query('ramen'))).toEqual(['cafe'])
    expect(await ids(reload, query('baton', { mode: 'scenes' }))).toEqual([])
    expect(await ids(reload, query('tug', { mode: 'scenes' }))).toEqual(['sports#0'])
    expect(await ids(reload, query('harbour'))).toEqual(['harbour'])
  })
})

describe('saving, loading and wiping', () => {
  it('saves shortly after a change: one record per video and the indexes beside them', async () => {
    vi.useFakeTimers()
    const storage = memoryIndexStorage()
    await storage.setOwner(ALICE)
    const engine = createLocalSearchEngine({ storage, saveDelayMs: 1000 })
    await engine.upsertVideos(ALICE, LIBRARY)
    expect(storage.videos.size).toBe(0)
    await vi.advanceTimersByTimeAsync(1000)
    expect(storage.videos.get('sports')).toMatchObject({ owner: ALICE, id: 'sports' })
    expect(storage.snapshot).toMatchObject({ owner: ALICE, engine: ENGINE_ID })
    expect(storage.snapshot?.covers).toHaveLength(5)
  })

  it('adds to the saved index after a restart instead of replacing it', async () => {
    const { engine, storage } = await engineWith()
    await engine.flush()
    const again = createLocalSearchEngine({ storage })
    await again.upsertVideos(ALICE, [HARBOUR])
    expect(await ids(again, query('ramen'))).toContain('ramen')
    expect(await ids(again, query('harbour'))).toEqual(['harbour'])
  })

  it('rebuilds from the saved records when another engine built the indexes', async () => {
    const { engine, storage } = await engineWith()
    await engine.flush()
    storage.snapshot = { ...storage.snapshot!, engine: 'older-engine', index: '{}' }
    const again = createLocalSearchEngine({ storage })
    await again.load(ALICE)
    expect(await ids(again, query('baton', { mode: 'scenes' }))).toEqual(['sports#1'])
    await again.flush()
    expect(storage.snapshot?.engine).toBe(ENGINE_ID)
  })

  it('drops a saved video of an unknown format', async () => {
    const { engine, storage } = await engineWith()
    await engine.flush()
    storage.videos.set('sports', { ...storage.videos.get('sports')!, format: 999 })
    const again = createLocalSearchEngine({ storage })
    expect((await again.load(ALICE)).videos).toBe(4)
    await again.flush()
    expect(storage.videos.has('sports')).toBe(false)
  })

  it('keeps working in memory when the write fails, and tries again', async () => {
    const storage = memoryIndexStorage()
    await storage.setOwner(ALICE)
    const write = vi.spyOn(storage, 'write').mockRejectedValueOnce(new Error('QuotaExceededError'))
    const engine = createLocalSearchEngine({ storage, saveDelayMs: 60_000 })
    await engine.upsertVideos(ALICE, LIBRARY)
    await engine.flush()
    expect(await ids(engine, query('gymnasium'))).toEqual(['sports'])
    await engine.flush()
    expect(write).toHaveBeenCalledTimes(2)
    expect(storage.videos.size).toBe(5)
  })

  it('wipe forgets everything, in memory and saved, and a pending save never writes', async () => {
    vi.useFakeTimers()
    const storage = memoryIndexStorage()
    await storage.setOwner(ALICE)
    const engine = createLocalSearchEngine({ storage, saveDelayMs: 1000 })
    const otherTab = createLocalSearchEngine({ storage, saveDelayMs: 1000 })
    await engine.upsertVideos(ALICE, LIBRARY)
    await vi.advanceTimersByTimeAsync(1000)
    await otherTab.upsertVideos(ALICE, [HARBOUR]) // saves after the wipe below
    await engine.wipe()
    await vi.advanceTimersByTimeAsync(5000)
    expect(storage.videos.size).toBe(0)
    expect(storage.snapshot).toBeUndefined()
    expect(storage.marker).toBeUndefined()
    expect(await engine.stats()).toEqual({ owner: null, videos: 0, scenes: 0 })
    expect((await engine.search(ALICE, query('ramen'))).items).toEqual([])
  })
})
