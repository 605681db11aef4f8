import {
  addRecord,
  ENGINE_ID,
  emptyIndexes,
  parseIndexes,
  removeRecord,
  serializeIndexes,
} from './indexes'
import { isSearchable, toRecord, type VideoRecord } from './records'
import { rankedPage } from './search'
import type { IndexStorage, SavedIndex } from './storage'
import { tagCatalog } from './tags'
import type { IndexStats, LocalSearch } from './types'

/** Bumped when `VideoRecord` changes shape: a saved library of an older shape is dropped. */
const RECORDS_FORMAT = 1
/** Changes are written this long after the last one (a library page brings 50 at once). */
const SAVE_DELAY_MS = 1000

/**
 * The local search engine, callable directly (tests, no-worker fallback) or behind the worker
 * (local-search.worker.ts). Calls run one after another in the order made, so a search never
 * sees half an update and a wipe is never overtaken by a late save.
 */
export function createLocalSearchEngine({
  storage,
  saveDelayMs = SAVE_DELAY_MS,
}: {
  storage: IndexStorage
  saveDelayMs?: number
}): LocalSearch {
  let owner: string | null = null
  let records = new Map<string, VideoRecord>()
  let indexes = emptyIndexes()
  let tags: ReturnType<typeof tagCatalog> | undefined
  let dirty = false
  let saveTimer: ReturnType<typeof setTimeout> | undefined

  let queue: Promise<unknown> = Promise.resolve()
  const run = <T>(task: () => T | Promise<T>): Promise<T> => {
    const next = queue.then(task)
    queue = next.catch(() => undefined)
    return next
  }

  const stats = (): IndexStats => ({
    owner,
    videos: records.size,
    scenes: indexes.scenes.documentCount,
  })

  function reset(next: string | null) {
    clearTimeout(saveTimer)
    owner = next
    records = new Map()
    indexes = emptyIndexes()
    tags = undefined
    dirty = false
  }

  function rebuild() {
    indexes = emptyIndexes()
    for (const record of records.values()) addRecord(indexes, record)
  }

  /** Makes `next` the owner: their saved index is read; anyone else's is deleted. */
  async function become(next: string) {
    if (owner === next) return
    reset(next)
    const saved = await storage.read().catch(() => undefined)
    if (!saved) return
    if (saved.owner !== next || saved.format !== RECORDS_FORMAT) {
      await storage.clear().catch(() => undefined)
      return
    }
    try {
      records = new Map((JSON.parse(saved.records) as VideoRecord[]).map((r) => [r.id, r]))
    } catch {
      await storage.clear().catch(() => undefined)
      return
    }
    try {
      if (saved.engine !== ENGINE_ID) throw new Error('built by another engine')
      indexes = parseIndexes(saved.index)
    } catch {
      rebuild()
      changed()
    }
  }

  /**
   * A read before any `load` loads its owner's index. A read never replaces a loaded owner:
   * a late search of a signed-out user must not wipe the next user's index.
   */
  async function loadFirst(who: string) {
    if (owner === null) await become(who)
  }

  function changed() {
    dirty = true
    tags = undefined
    clearTimeout(saveTimer)
    saveTimer = setTimeout(() => void run(save), saveDelayMs)
  }

  async function save() {
    clearTimeout(saveTimer)
    if (!dirty || owner === null) return
    const saved: SavedIndex = {
      format: RECORDS_FORMAT,
      owner,
      savedAt: Date.now(),
      records: JSON.stringify([...records.values()]),
      engine: ENGINE_ID,
      index: serializeIndexes(indexes),
    }
    dirty = false
    // A failed write (quota, private mode) leaves the index working in memory; the next
    // change tries again.
    await storage.write(saved).catch(() => {
      dirty = true
    })
  }

  function remove(id: string) {
    const previous = records.get(id)
    if (!previous) return false
    removeRecord(indexes, previous)
    records.delete(id)
    return true
  }

  return {
    load: (next) =>
      run(async () => {
        await become(next)
        return stats()
      }),

    upsertVideos: (next, videos) =>
      run(async () => {
        await become(next)
        let touched = false
        for (const video of videos) {
          const id = String(video.id)
          if (!isSearchable(video)) {
            touched = remove(id) || touched
            continue
          }
          const previous = records.get(id)
          const record = toRecord(video, previous)
          if (previous && JSON.stringify(previous) === JSON.stringify(record)) continue
          remove(id)
          records.set(id, record)
          addRecord(indexes, record)
          touched = true
        }
        if (touched) changed()
        return stats()
      }),

    removeVideos: (next, ids) =>
      run(async () => {
        await become(next)
        let touched = false
        for (const id of ids) touched = remove(String(id)) || touched
        if (touched) changed()
        return stats()
      }),

    search: (who, query) =>
      run(async () => {
        await loadFirst(who)
        return rankedPage(who === owner ? { indexes, records } : undefined, query)
      }),

    suggestTags: (who, prefix, limit) =>
      run(async () => {
        await loadFirst(who)
        if (who !== owner) return []
        tags ??= tagCatalog(records.values())
        return tags.suggest(prefix, limit)
      }),

    flush: () => run(save),

    wipe: () =>
      run(async () => {
        reset(null)
        await storage.clear().catch(() => undefined)
      }),

    stats: () => run(stats),
  }
}
