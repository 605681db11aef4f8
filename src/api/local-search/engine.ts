import { LOCAL_SEARCH_MAX_VIDEOS } from '@/config/limits'
import { shortHash } from '@/lib/owner'
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
import type { IndexSnapshot, IndexStorage, StoredVideo } from './storage'
import { tagCatalog } from './tags'
import type { Arrival, IndexStats, LocalSearch } from './types'

/**
 * Bumped when `VideoRecord` or its stored form changes: a saved video of an older one is
 * dropped (the pages restored at the next start give it back). 3: the record as JSON.
 */
const RECORDS_FORMAT = 3
/** Changes are written this long after the last one (a library page brings 50 at once). */
const SAVE_DELAY_MS = 1000

/**
 * A version's stamp, made of its content: two tabs saving the same video alike give the same
 * stamp, so a snapshot of either still holds it (no rebuild at start).
 */
const stampOf = (json: string) => `${json.length.toString(36)}-${shortHash(json)}`

function parseRecord(json: unknown): VideoRecord | undefined {
  try {
    return typeof json === 'string' ? (JSON.parse(json) as VideoRecord) : undefined
  } catch {
    return undefined
  }
}

/**
 * The local search engine, callable directly (tests, no-worker fallback) or behind the worker
 * (local-search.worker.ts). Calls run one after another in the order made, so a search never
 * sees half an update and a wipe is never overtaken by a late save. What it writes follows the
 * saved copy's rules (storage.ts): one record per video, written only while its owner owns the
 * stored index, so two tabs never lose each other's entries.
 *
 * It holds at most `maxVideos` videos, those opened or listed most recently (docs/product.md §4
 * Offline): beyond that the least recently seen leave it, records and index alike, and come
 * back when they are opened or listed again. A page restored at a start is no visit: a video it
 * brings keeps its place, and joins only while there is room.
 */
export function createLocalSearchEngine({
  storage,
  saveDelayMs = SAVE_DELAY_MS,
  maxVideos = LOCAL_SEARCH_MAX_VIDEOS,
  now = Date.now,
}: {
  storage: IndexStorage
  saveDelayMs?: number
  maxVideos?: number
  now?: () => number
}): LocalSearch {
  let owner: string | null = null
  let records = new Map<string, VideoRecord>()
  let stamps = new Map<string, string>()
  /** When each video was last opened or listed (0: only restored at a start). */
  let seen = new Map<string, number>()
  let indexes = emptyIndexes()
  let tags: ReturnType<typeof tagCatalog> | undefined
  /** What is not written yet: videos changed, videos gone, and the snapshot. */
  let toPut = new Set<string>()
  let toRemove = new Set<string>()
  let snapshotDirty = false
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
    stamps = new Map()
    seen = new Map()
    indexes = emptyIndexes()
    tags = undefined
    toPut = new Set()
    toRemove = new Set()
    snapshotDirty = false
  }

  function rebuild() {
    indexes = emptyIndexes()
    for (const record of records.values()) addRecord(indexes, record)
  }

  /**
   * Makes `next` the owner: their saved videos are read, if the stored index is theirs (else
   * it is not read at all, and this tab's changes stay in memory until it is).
   */
  async function become(next: string) {
    if (owner === next) return
    reset(next)
    const saved = await storage.read(next).catch(() => undefined)
    if (!saved) return
    for (const video of saved.videos) {
      const record = video.format === RECORDS_FORMAT ? parseRecord(video.json) : undefined
      if (!record) {
        toRemove.add(video.id)
        continue
      }
      records.set(video.id, record)
      stamps.set(video.id, video.stamp)
      seen.set(video.id, video.seen ?? 0)
    }
    if (!fromSnapshot(saved.snapshot)) rebuild()
    // Two tabs may have stored more than the cap between them.
    if (evictOverCap() || toRemove.size > 0 || snapshotDirty) changed()
  }

  /**
   * Takes the saved MiniSearch indexes when every video they hold is still saved as they hold
   * it, adding the videos saved since (by another tab, say); anything else rebuilds.
   */
  function fromSnapshot(snapshot: IndexSnapshot | undefined): boolean {
    snapshotDirty = true
    if (snapshot?.engine !== ENGINE_ID || snapshot.format !== RECORDS_FORMAT) return false
    const covered = new Set<string>()
    for (const [id, stamp] of snapshot.covers) {
      if (stamps.get(id) !== stamp) return false
      covered.add(id)
    }
    try {
      indexes = parseIndexes(snapshot.index)
    } catch {
      return false
    }
    for (const [id, record] of records) if (!covered.has(id)) addRecord(indexes, record)
    snapshotDirty = covered.size !== records.size
    return true
  }

  /**
   * A read before any `load` loads its owner's index. A read never replaces a loaded owner:
   * a late search of a signed-out user must not wipe the next user's index.
   */
  async function loadFirst(who: string) {
    if (owner === null) await become(who)
  }

  /** The index changed: its records and its snapshot are written shortly. */
  function changed() {
    snapshotDirty = true
    tags = undefined
    saveSoon()
  }

  /** Only records changed (when they were seen): the snapshot, the costly part, stays. */
  function saveSoon() {
    clearTimeout(saveTimer)
    saveTimer = setTimeout(() => void run(save), saveDelayMs)
  }

  /** The least recently seen videos leave, down to the cap. */
  function evictOverCap(): boolean {
    const over = records.size - maxVideos
    if (over <= 0) return false
    // A stable sort: among videos seen at the same moment, the first one listed goes first.
    const oldest = [...seen].sort((a, b) => a[1] - b[1]).slice(0, over)
    for (const [id] of oldest) remove(id)
    return true
  }

  async function save() {
    clearTimeout(saveTimer)
    if (owner === null || (!snapshotDirty && toPut.size === 0 && toRemove.size === 0)) return
    const put: StoredVideo[] = []
    for (const id of toPut) {
      const record = records.get(id)
      const stamp = stamps.get(id)
      const when = seen.get(id) ?? 0
      if (record && stamp)
        put.push({
          id,
          owner,
          format: RECORDS_FORMAT,
          stamp,
          seen: when,
          json: JSON.stringify(record),
        })
    }
    const change = {
      put,
      remove: [...toRemove],
      snapshot: snapshotDirty
        ? {
            owner,
            format: RECORDS_FORMAT,
            engine: ENGINE_ID,
            covers: [...stamps],
            index: await serializeIndexes(indexes),
          }
        : undefined,
    }
    // Not written (the stored index is someone else's, or nobody's yet; a full disk): the
    // index keeps working in memory, and the next change tries again with all of it. Calls
    // run one at a time, so nothing changes while this write is on its way.
    const outcome = await storage.write(owner, change).catch(() => 'failed')
    if (outcome !== 'saved') return
    toPut = new Set()
    toRemove = new Set()
    snapshotDirty = false
  }

  function remove(id: string) {
    const previous = records.get(id)
    if (!previous) return false
    removeRecord(indexes, previous)
    records.delete(id)
    stamps.delete(id)
    seen.delete(id)
    toPut.delete(id)
    toRemove.add(id)
    return true
  }

  return {
    load: (next) =>
      run(async () => {
        await become(next)
        return stats()
      }),

    upsertVideos: (next, videos, arrival: Arrival = 'seen') =>
      run(async () => {
        await become(next)
        let touched = false
        let reseen = false
        const at = now()
        for (const video of videos) {
          const id = String(video.id)
          if (!isSearchable(video)) {
            touched = remove(id) || touched
            continue
          }
          const before = seen.get(id)
          if (arrival === 'restored' && before === undefined && records.size >= maxVideos) continue
          const when = arrival === 'seen' ? at : (before ?? 0)
          const record = toRecord(video, records.get(id))
          const stamp = stampOf(JSON.stringify(record))
          if (stamps.get(id) !== stamp) {
            remove(id)
            records.set(id, record)
            stamps.set(id, stamp)
            toRemove.delete(id)
            addRecord(indexes, record)
            touched = true
          }
          if (seen.get(id) === when) continue
          seen.delete(id) // to the end: the map is in the order seen
          seen.set(id, when)
          toPut.add(id)
          reseen = true
        }
        touched = evictOverCap() || touched
        if (touched) changed()
        else if (reseen) saveSoon()
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
        const mine = who === owner
        return {
          ...rankedPage(mine ? { indexes, records } : undefined, query),
          searchedVideos: mine ? records.size : 0,
        }
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
        await storage.wipe().catch(() => undefined)
      }),

    stats: () => run(stats),
  }
}
