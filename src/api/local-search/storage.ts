import {
  idbRequest,
  inTransaction,
  META_STORE,
  openOwnedDb,
  readOwner,
  writeOwner,
} from '@/offline/idb'

/**
 * The saved index, by the saved copy's rules (offline/saved-records.ts): one record per video, so
 * two tabs never overwrite each other's entries, and an owner marker saying whose index it is.
 * A write happens only while the marker names the writer's owner, so a tab that missed a
 * logout or another user's sign-in can never put its user's entries back. The page sets the
 * owner marker when a user signs in (as it does on the saved copy); the engine never does.
 */

/** One video of the index, as stored. */
export interface StoredVideo {
  id: string
  owner: string
  /** The shape of `json` (the engine's RECORDS_FORMAT): another one is dropped. */
  format: number
  /** Changes with every new version of the record (the snapshot says which one it holds). */
  stamp: string
  /** When the user last opened or listed it (ms; 0 or none: only restored at a start). */
  seen?: number
  /**
   * The video's `VideoRecord` as JSON: a start reads every record before its first answer, and
   * one string per video comes out of IndexedDB much faster than the same record as objects.
   */
  json: string
}

/**
 * The MiniSearch indexes as JSON, so a start does not rebuild them: a cache of the records,
 * written by whichever tab saved last, never the source.
 */
export interface IndexSnapshot {
  owner: string
  format: number
  /** The engine that built it (library, tokenizer and fields): another one rebuilds. */
  engine: string
  /** The stamp of every video it holds. */
  covers: [id: string, stamp: string][]
  index: string
}

export interface IndexChange {
  put: readonly StoredVideo[]
  remove: readonly string[]
  snapshot?: IndexSnapshot
}

export type WriteOutcome = 'saved' | 'not-owner'

export interface IndexStorage {
  /** `owner`'s videos and snapshot; undefined while the marker names someone else or nobody. */
  read(owner: string): Promise<{ videos: StoredVideo[]; snapshot?: IndexSnapshot } | undefined>
  /** Writes the change (in one transaction) if the marker names `owner`. */
  write(owner: string, change: IndexChange): Promise<WriteOutcome>
  /** Makes `owner` the owner; anyone else's entries go first. Resolves to the previous owner. */
  setOwner(owner: string): Promise<string | undefined>
  /** Everything, the marker too. */
  wipe(): Promise<void>
}

export const LOCAL_SEARCH_DB = 'vi-search-index'
/** The database of older builds (one record for the whole index): deleted when this opens. */
export const LEGACY_LOCAL_SEARCH_DB = 'vi-local-search'
export const VIDEOS_STORE = 'videos'
const SNAPSHOT = 'snapshot'

function openIndexDb(): Promise<IDBDatabase> {
  indexedDB.deleteDatabase(LEGACY_LOCAL_SEARCH_DB)
  return openOwnedDb(LOCAL_SEARCH_DB, VIDEOS_STORE)
}

/** The IndexedDB storage (in the worker, or in the page for the owner and the wipe). */
export function idbIndexStorage(): IndexStorage {
  let db: Promise<IDBDatabase> | undefined
  const open = () => {
    db ??= openIndexDb().catch((error: unknown) => {
      db = undefined
      throw error
    })
    return db
  }
  const both = [VIDEOS_STORE, META_STORE]
  return {
    read: async (owner) =>
      inTransaction(await open(), both, 'readonly', async (videos, meta) => {
        const [marker, all, snapshot] = await Promise.all([
          readOwner(meta),
          idbRequest(videos.getAll()) as Promise<StoredVideo[]>,
          idbRequest(meta.get(SNAPSHOT)) as Promise<IndexSnapshot | undefined>,
        ])
        if (marker !== owner) return undefined
        return {
          videos: all.filter((video) => video.owner === owner),
          snapshot: snapshot?.owner === owner ? snapshot : undefined,
        }
      }),
    write: async (owner, change) =>
      inTransaction(await open(), both, 'readwrite', async (videos, meta) => {
        if ((await readOwner(meta)) !== owner) return 'not-owner'
        for (const id of change.remove) videos.delete(id)
        for (const video of change.put) videos.put(video)
        if (change.snapshot) meta.put(change.snapshot, SNAPSHOT)
        return 'saved'
      }),
    setOwner: async (owner) =>
      inTransaction(await open(), both, 'readwrite', async (videos, meta) => {
        const previous = await readOwner(meta)
        if (previous === owner) return previous
        videos.clear()
        meta.clear()
        writeOwner(meta, owner)
        return previous
      }),
    wipe: async () =>
      inTransaction(await open(), both, 'readwrite', async (videos, meta) => {
        videos.clear()
        meta.clear()
      }),
  }
}

/** Keeps nothing across reloads: where IndexedDB is missing, and in tests. */
export function memoryIndexStorage() {
  const storage = {
    marker: undefined as string | undefined,
    videos: new Map<string, StoredVideo>(),
    snapshot: undefined as IndexSnapshot | undefined,
    read: async (owner: string) =>
      storage.marker === owner
        ? {
            videos: [...storage.videos.values()].filter((video) => video.owner === owner),
            snapshot: storage.snapshot?.owner === owner ? storage.snapshot : undefined,
          }
        : undefined,
    write: async (owner: string, change: IndexChange): Promise<WriteOutcome> => {
      if (storage.marker !== owner) return 'not-owner'
      for (const id of change.remove) storage.videos.delete(id)
      for (const video of change.put) storage.videos.set(video.id, video)
      if (change.snapshot) storage.snapshot = change.snapshot
      return 'saved'
    },
    setOwner: async (owner: string) => {
      const previous = storage.marker
      if (previous !== owner) {
        storage.videos.clear()
        storage.snapshot = undefined
        storage.marker = owner
      }
      return previous
    },
    wipe: async () => {
      storage.videos.clear()
      storage.snapshot = undefined
      storage.marker = undefined
    },
  }
  return storage satisfies IndexStorage
}
