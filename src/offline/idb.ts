/**
 * Plain IndexedDB, as promises: a request's result and one transaction that resolves once it
 * has committed, and the owned databases (the saved copy, the search index): records under an
 * owner marker. No imports, so the service worker can bundle it too.
 */

export const idbRequest = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error)
  })

const finished = (tx: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve()
    tx.onabort = () => reject(tx.error ?? new DOMException('Transaction aborted', 'AbortError'))
  })

/**
 * Runs `work` in one transaction over `stores` and resolves once it has committed; a throw in
 * `work` aborts the transaction (nothing of it is written).
 *
 * A readonly `work` asks everything before its first await: the transaction is committed as
 * soon as it is asked, so it ends when the answers are in, not when this page has read them. A
 * page frozen in the back/forward cache between the two would otherwise hold the stores, and
 * every write after it (a wipe in the next page) would wait until the browser drops the page.
 */
export async function inTransaction<T>(
  db: IDBDatabase,
  stores: readonly string[],
  mode: IDBTransactionMode,
  work: (...stores: IDBObjectStore[]) => Promise<T>,
): Promise<T> {
  const tx = db.transaction(stores, mode)
  const done = finished(tx)
  try {
    const working = work(...stores.map((name) => tx.objectStore(name)))
    if (mode === 'readonly') commitNow(tx)
    const result = await working
    await done
    return result
  } catch (error) {
    done.catch(() => undefined)
    try {
      tx.abort()
    } catch {
      // already finished
    }
    throw error
  }
}

/** Ends `tx` once its requests are answered (where the browser has `commit`; else as before). */
export function commitNow(tx: IDBTransaction) {
  try {
    tx.commit?.()
  } catch {
    // Already finished.
  }
}

/** An owned database's store for its owner marker (and what else it keeps beside the records). */
export const META_STORE = 'meta'
/** The owner marker's key in the `meta` store. */
const OWNER_KEY = 'owner'

/**
 * Opens an owned database: one store of records keyed by `id` and a `meta` store for the owner
 * marker. A newer version opened in another tab (a newer build) takes over: this one lets it.
 */
export function openOwnedDb(name: string, recordsStore: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(name, 1)
    open.onupgradeneeded = () => {
      open.result.createObjectStore(recordsStore, { keyPath: 'id' })
      open.result.createObjectStore(META_STORE)
    }
    open.onsuccess = () => {
      open.result.onversionchange = () => open.result.close()
      resolve(open.result)
    }
    open.onerror = () => reject(open.error)
    open.onblocked = () => reject(new Error('IndexedDB upgrade blocked'))
  })
}

export const readOwner = async (meta: IDBObjectStore): Promise<string | undefined> => {
  const owner = await idbRequest(meta.get(OWNER_KEY))
  return typeof owner === 'string' ? owner : undefined
}

export const writeOwner = (meta: IDBObjectStore, owner: string) => meta.put(owner, OWNER_KEY)
export const clearOwner = (meta: IDBObjectStore) => meta.delete(OWNER_KEY)
