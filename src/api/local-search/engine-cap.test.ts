import { describe, expect, it } from 'vitest'
import { ALICE, ids, query, video } from '@/test/local-search-library'
import { createLocalSearchEngine } from './engine'
import { memoryIndexStorage } from './storage'

/** Five videos, each with its own word in the title and in a scene. */
const WORDS = ['anchor', 'bridge', 'canyon', 'desert', 'forest']
const [A, B, C, D, E] = WORDS.map((word) =>
  video(word, `A ${word} at noon`, [], '', [`Wide shot of the ${word}.`]),
) as [
  ReturnType<typeof video>,
  ReturnType<typeof video>,
  ReturnType<typeof video>,
  ReturnType<typeof video>,
  ReturnType<typeof video>,
]

/** An engine holding at most three videos, its clock a counter (one tick per call). */
async function capped(storage = memoryIndexStorage()) {
  await storage.setOwner(ALICE)
  let clock = 0
  const engine = createLocalSearchEngine({
    storage,
    saveDelayMs: 60_000,
    maxVideos: 3,
    now: () => ++clock,
  })
  return { engine, storage }
}

const found = async (engine: Awaited<ReturnType<typeof capped>>['engine']) => {
  const held: string[] = []
  for (const word of WORDS) if ((await ids(engine, query(word))).includes(word)) held.push(word)
  return held
}
const stored = (storage: ReturnType<typeof memoryIndexStorage>) => [...storage.videos.keys()].sort()

describe('the cap: the most recently seen videos', () => {
  it('the least recently seen leave the index and the stored records, cleanly', async () => {
    const { engine, storage } = await capped()
    await engine.upsertVideos(ALICE, [A, B])
    await engine.upsertVideos(ALICE, [C])
    expect(await engine.upsertVideos(ALICE, [D, E])).toMatchObject({ videos: 3, scenes: 3 })
    expect(await found(engine)).toEqual(['canyon', 'desert', 'forest'])
    expect(await ids(engine, query('anchor', { mode: 'scenes' }))).toEqual([])
    await engine.flush()
    expect(stored(storage)).toEqual(['canyon', 'desert', 'forest'])
    expect(storage.snapshot?.covers.map(([id]) => id).sort()).toEqual(stored(storage))
  })

  it('a video listed or opened again stays, and an evicted one opened again comes back', async () => {
    const { engine } = await capped()
    await engine.upsertVideos(ALICE, [A])
    await engine.upsertVideos(ALICE, [B])
    await engine.upsertVideos(ALICE, [C])
    await engine.upsertVideos(ALICE, [A]) // seen again, unchanged
    await engine.upsertVideos(ALICE, [D])
    expect(await found(engine)).toEqual(['anchor', 'canyon', 'desert'])
    await engine.upsertVideos(ALICE, [B]) // opened again: back, and the oldest (canyon) goes
    expect(await found(engine)).toEqual(['anchor', 'bridge', 'desert'])
  })

  it('a renewal alone writes the records, not the index', async () => {
    const { engine, storage } = await capped()
    await engine.upsertVideos(ALICE, [A, B])
    await engine.flush()
    const snapshot = storage.snapshot
    await engine.upsertVideos(ALICE, [A])
    await engine.flush()
    expect(storage.snapshot).toBe(snapshot)
    expect(storage.videos.get('anchor')?.seen).toBeGreaterThan(
      storage.videos.get('bridge')?.seen ?? 0,
    )
  })

  it('pages restored at a start neither renew a video nor push one out', async () => {
    const { engine } = await capped()
    await engine.upsertVideos(ALICE, [A])
    await engine.upsertVideos(ALICE, [B])
    await engine.upsertVideos(ALICE, [C])
    await engine.upsertVideos(ALICE, [A, D], 'restored')
    expect(await found(engine)).toEqual(['anchor', 'bridge', 'canyon'])
    await engine.upsertVideos(ALICE, [D]) // seen: anchor, the oldest seen, goes
    expect(await found(engine)).toEqual(['bridge', 'canyon', 'desert'])
  })

  it('a restored page joins while there is room, as the least recent', async () => {
    const { engine } = await capped()
    await engine.upsertVideos(ALICE, [A])
    await engine.upsertVideos(ALICE, [B], 'restored')
    await engine.upsertVideos(ALICE, [C])
    expect(await found(engine)).toEqual(['anchor', 'bridge', 'canyon'])
    await engine.upsertVideos(ALICE, [D])
    expect(await found(engine)).toEqual(['anchor', 'canyon', 'desert'])
  })

  it('keeps the order across a reload, and a start over more than the cap trims it', async () => {
    const { engine, storage } = await capped()
    await engine.upsertVideos(ALICE, [A])
    await engine.upsertVideos(ALICE, [B])
    await engine.upsertVideos(ALICE, [C])
    await engine.upsertVideos(ALICE, [A])
    await engine.flush()
    const reload = createLocalSearchEngine({ storage, saveDelayMs: 60_000, maxVideos: 2 })
    expect(await reload.load(ALICE)).toMatchObject({ videos: 2 })
    expect(await found(reload)).toEqual(['anchor', 'canyon'])
    await reload.flush()
    expect(stored(storage)).toEqual(['anchor', 'canyon'])
  })
})
