import { createStore, type UseStore } from 'idb-keyval'
import { commitNow } from './idb'

/**
 * idb-keyval's store, whose reads commit as soon as they are asked (offline/idb.ts,
 * inTransaction, says why: a page frozen mid-read must not hold the store). idb-keyval's reads
 * (get, getMany, entries, keys, values) ask everything at once; a readwrite callback may ask
 * again after an answer (waiting-uploads.ts, `change`), so writes end as before.
 */
export function createCommittingStore(dbName: string, storeName: string): UseStore {
  const store = createStore(dbName, storeName)
  return (mode, callback) =>
    store(mode, (objectStore) => {
      const result = callback(objectStore)
      if (mode === 'readonly') commitNow(objectStore.transaction)
      return result
    })
}
