import { LEGACY_DBS, SAVE_MESSAGE, SAVED_DB } from '@/offline/names'
import {
  deleteRecords,
  openSavedDb,
  readSaved,
  type SavedRecord,
  saveRecord,
  setSavedOwner,
  wipeSaved,
} from '@/offline/saved-records'
import { noteSaved } from './eviction-notice'

/**
 * The page's side of the saved copy (src/offline/saved-records.ts). Saves go through the service
 * worker when one controls the page, so they outlive an immediate reload (docs/decisions.md,
 * "Offline: saved the moment it arrives"); restore, owner and wipe are done here.
 */

let db: Promise<IDBDatabase> | undefined
/** The latest owner set: saves wait for it, so none reaches the store before its owner does. */
let ownerSet: Promise<unknown> = Promise.resolve()
let persistenceAsked = false

export function savedDb(): Promise<IDBDatabase> {
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error('No IndexedDB'))
  db ??= openSavedDb(SAVED_DB).catch((error: unknown) => {
    db = undefined
    throw error
  })
  return db
}

export function readSavedCopy() {
  return savedDb().then(readSaved)
}

/** Makes `owner` the owner of the copy; resolves to the previous owner. */
export function setSavedCopyOwner(owner: string): Promise<string | undefined> {
  const setting = savedDb().then((database) => setSavedOwner(database, owner))
  ownerSet = setting.catch(() => undefined)
  return setting
}

export function saveToDevice(record: SavedRecord): void {
  void ownerSet.then(() => {
    noteSaved(record.owner)
    const worker = typeof navigator === 'undefined' ? null : navigator.serviceWorker?.controller
    if (worker) worker.postMessage({ type: SAVE_MESSAGE, record })
    else
      void savedDb()
        .then((database) => saveRecord(database, record))
        .catch((error: unknown) => console.warn('Offline copy not saved', error))
    askForPersistentStorage()
  })
}

export function forgetSaved(ids: readonly IDBValidKey[]): Promise<void> {
  return savedDb()
    .then((database) => deleteRecords(database, ids))
    .catch(() => undefined)
}

/** The saved pages of `owner` (of everyone without one), and the copies of older builds. */
export async function wipeSavedCopy(owner?: string): Promise<void> {
  await Promise.allSettled([
    savedDb().then((database) => wipeSaved(database, owner)),
    ...LEGACY_DBS.map(
      (name) =>
        new Promise<void>((resolve) => {
          const request = indexedDB.deleteDatabase(name)
          request.onsuccess = request.onerror = request.onblocked = () => resolve()
        }),
    ),
  ])
}

/**
 * Once the user has saved pages, ask the browser to keep them under storage pressure (once per
 * page load; browsers decide silently or remember the answer).
 */
function askForPersistentStorage() {
  if (persistenceAsked) return
  persistenceAsked = true
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage
  if (!storage?.persist) return
  void storage
    .persisted()
    .then((already) => (already ? true : storage.persist()))
    .catch(() => undefined)
}
