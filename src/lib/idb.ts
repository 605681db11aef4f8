/**
 * Plain IndexedDB, as promises: a request's result and one transaction that resolves once it
 * has committed. No imports, so the service worker can bundle it too.
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
    const result = await work(...stores.map((name) => tx.objectStore(name)))
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
