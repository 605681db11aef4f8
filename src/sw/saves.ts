/// <reference lib="webworker" />
import { waitAtMost } from '@/lib/wait-at-most'
import { SAVED_DB } from '@/offline/names'
import { openSavedDb, readOwnerMarker, type SavedRecord, saveRecord } from '@/offline/saved-records'

/**
 * Saved pages (docs/decisions.md, "Offline: saved the moment it arrives"). The page posts each
 * answer it keeps; the write happens here, under waitUntil, so a reload or a closed tab right
 * after the answer rendered cannot abort it (a page's own IndexedDB write can be).
 */

const pendingSaves = new Set<Promise<unknown>>()
let savedDb: Promise<IDBDatabase> | undefined

function openSaved(): Promise<IDBDatabase> {
  savedDb ??= openSavedDb(SAVED_DB).catch((error: unknown) => {
    savedDb = undefined
    throw error
  })
  return savedDb
}

async function save(record: SavedRecord) {
  try {
    await saveRecord(await openSaved(), record)
  } catch {
    // The connection was closed (a newer build upgraded the database): once more, afresh.
    savedDb = undefined
    await saveRecord(await openSaved(), record).catch(() => undefined)
  }
}

/** Saves `record` under the event's waitUntil, tracked until it is written. */
export function saveUnder(event: ExtendableEvent, record: SavedRecord): void {
  const saving = save(record)
  pendingSaves.add(saving)
  void saving.finally(() => pendingSaves.delete(saving))
  event.waitUntil(saving)
}

/** Saves still being written, given at most a second, so the next page reads them. */
export function savesSettled(): Promise<unknown> {
  if (pendingSaves.size === 0) return Promise.resolve()
  return waitAtMost(Promise.allSettled([...pendingSaves]), 1000)
}

/** Whose the saved copy is now (undefined: nobody's, or it cannot be read). */
export const savedCopyOwner = (): Promise<string | undefined> =>
  openSaved()
    .then(readOwnerMarker)
    .catch(() => undefined)
