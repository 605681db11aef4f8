import { createStore, del, get, set } from 'idb-keyval'

/**
 * The saved index: one IndexedDB record in a store of its own (`vi-local-search` / `index`),
 * naming its owner inside, so a record is only ever loaded for the user it belongs to.
 */
export interface SavedIndex {
  /** Bumped when the shape of `records` changes: an older record is dropped. */
  format: number
  /** `ownerOf(user)`: a short hash of the e-mail, as the persisted query cache uses. */
  owner: string
  savedAt: number
  /** JSON of the video records (the source of truth: the index is rebuilt from them). */
  records: string
  /** The engine that built `index` (library, tokenizer and fields): another one rebuilds. */
  engine: string
  /** JSON of the MiniSearch indexes, so a start does not have to rebuild them. */
  index: string
}

export interface IndexStorage {
  read(): Promise<SavedIndex | undefined>
  write(saved: SavedIndex): Promise<void>
  clear(): Promise<void>
}

export const LOCAL_SEARCH_DB = 'vi-local-search'
export const LOCAL_SEARCH_STORE = 'index'
const KEY = 'library'

/** The IndexedDB storage (in the worker, or in the page when there is no worker). */
export function idbIndexStorage(): IndexStorage {
  const store = createStore(LOCAL_SEARCH_DB, LOCAL_SEARCH_STORE)
  return {
    read: () => get<SavedIndex>(KEY, store),
    write: (saved) => set(KEY, saved, store),
    clear: () => del(KEY, store),
  }
}

/** Keeps nothing across reloads: where IndexedDB is missing, and in tests. */
export function memoryIndexStorage(): IndexStorage & { saved: SavedIndex | undefined } {
  const storage = {
    saved: undefined as SavedIndex | undefined,
    read: async () => storage.saved,
    write: async (saved: SavedIndex) => {
      storage.saved = saved
    },
    clear: async () => {
      storage.saved = undefined
    },
  }
  return storage
}
