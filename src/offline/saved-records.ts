/**
 * The saved copy of what a user browsed, in IndexedDB: one record per query (so two tabs never
 * overwrite each other's pages) and an owner marker saying whose copy it is. A record is
 * written only while the marker names the record's owner, so a tab that missed a logout or a
 * change of user can never put its user's data back after a wipe. Used by the page (restore,
 * owner, wipe) and by the service worker (saves, which then outlive an immediate reload).
 * Plain IndexedDB (offline/idb.ts): the service worker bundles it too.
 */
import {
  clearOwner,
  idbRequest,
  inTransaction,
  META_STORE,
  openOwnedDb,
  readOwner,
  writeOwner,
} from './idb'

export interface SavedRecord {
  /** The query's hash (its key as JSON). */
  id: string
  /** Who saved it (a hash of the e-mail, see lib/owner.ts). */
  owner: string
  /** The shape of `data`; a record of another version is never restored. */
  version: number
  queryKey: readonly unknown[]
  data: unknown
  /** When the server's answer arrived (the query's dataUpdatedAt), in ms. */
  updatedAt: number
}

type SaveOutcome = 'saved' | 'not-owner' | 'older'

const RECORDS = 'records'

/** The saved copy's database (the page's and the service worker's). */
export const openSavedDb = (name: string) => openOwnedDb(name, RECORDS)

/** Runs `work` in one transaction over the records and the marker. */
const transaction = <T>(
  db: IDBDatabase,
  mode: IDBTransactionMode,
  work: (records: IDBObjectStore, meta: IDBObjectStore) => Promise<T>,
) => inTransaction(db, [RECORDS, META_STORE], mode, work)

/**
 * Whether a stored value has the envelope saveRecord writes (its data is read by its query's
 * schema at restore). A value of another shape (an older build's, a browser's hand edit) is
 * left out alone, never handed on.
 */
export function isSavedRecord(value: unknown): value is SavedRecord {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Partial<SavedRecord>
  return (
    typeof record.id === 'string' &&
    typeof record.owner === 'string' &&
    typeof record.version === 'number' &&
    Array.isArray(record.queryKey) &&
    typeof record.updatedAt === 'number' &&
    Number.isFinite(record.updatedAt)
  )
}

/** Every stored value with its key, in key order. */
async function entries(records: IDBObjectStore): Promise<[IDBValidKey, unknown][]> {
  const [keys, values] = await Promise.all([
    idbRequest(records.getAllKeys()),
    idbRequest(records.getAll()),
  ])
  return keys.map((key, index) => [key, values[index]])
}

export interface SavedCopy {
  owner: string | undefined
  /** Every well-formed record. */
  records: SavedRecord[]
  /** The keys of values that are not (isSavedRecord), for the caller to delete. */
  malformed: IDBValidKey[]
}

/** The owner marker and every record, the malformed ones apart. */
export function readSaved(db: IDBDatabase): Promise<SavedCopy> {
  return transaction(db, 'readonly', async (records, meta) => {
    const [owner, all] = await Promise.all([readOwner(meta), entries(records)])
    const copy: SavedCopy = { owner, records: [], malformed: [] }
    for (const [key, value] of all) {
      if (isSavedRecord(value)) copy.records.push(value)
      else copy.malformed.push(key)
    }
    return copy
  })
}

/** Whose copy it is (undefined: nobody's, e.g. after a logout). */
export function readOwnerMarker(db: IDBDatabase): Promise<string | undefined> {
  return transaction(db, 'readonly', (_, meta) => readOwner(meta))
}

/**
 * Makes `owner` the owner; any other owner's records go first (a copy with no owner may hold
 * strays of a wiped one). Resolves to the previous owner.
 */
export function setSavedOwner(db: IDBDatabase, owner: string): Promise<string | undefined> {
  return transaction(db, 'readwrite', async (records, meta) => {
    const previous = await readOwner(meta)
    if (previous === owner) return previous
    records.clear()
    writeOwner(meta, owner)
    return previous
  })
}

/**
 * Wipes `owner`'s copy: everything, marker included, unless another user has become the copy's owner
 * meanwhile (then only `owner`'s stray records go, never the new owner's). Without an owner:
 * everything.
 */
export function wipeSaved(db: IDBDatabase, owner?: string): Promise<void> {
  return transaction(db, 'readwrite', async (records, meta) => {
    const current = await readOwner(meta)
    if (owner === undefined || current === undefined || current === owner) {
      records.clear()
      clearOwner(meta)
      return
    }
    for (const [key, value] of await entries(records)) {
      if (!isSavedRecord(value) || value.owner === owner) records.delete(key)
    }
  })
}

/**
 * Saves a record if the marker names its owner and nothing newer is stored under its id (two
 * tabs refreshing one page keep the later answer). On a full disk the oldest tenth of the
 * records goes and the save is tried once more.
 */
export async function saveRecord(db: IDBDatabase, record: SavedRecord): Promise<SaveOutcome> {
  try {
    return await putIfOwner(db, record)
  } catch (error) {
    if (!isQuotaError(error)) throw error
    await dropOldest(db, 0.1)
    return putIfOwner(db, record)
  }
}

function putIfOwner(db: IDBDatabase, record: SavedRecord): Promise<SaveOutcome> {
  return transaction(db, 'readwrite', async (records, meta) => {
    const [owner, existing] = await Promise.all([
      readOwner(meta),
      idbRequest(records.get(record.id)) as Promise<SavedRecord | undefined>,
    ])
    if (owner !== record.owner) return 'not-owner'
    // "Newer wins" by the device clock: a stamp from a clock that ran ahead and was set right
    // counts as now, or that page would never be saved again until the clock caught up.
    if (existing && Math.min(existing.updatedAt, Date.now()) > record.updatedAt) return 'older'
    records.put(record)
    return 'saved'
  })
}

/** Removes records by id (expired, of another version, malformed, or gone on the server). */
export function deleteRecords(db: IDBDatabase, ids: readonly IDBValidKey[]): Promise<void> {
  return transaction(db, 'readwrite', async (records) => {
    for (const id of ids) records.delete(id)
  })
}

/** Drops the oldest `fraction` of the records (at least one). */
export async function dropOldest(db: IDBDatabase, fraction: number): Promise<void> {
  const { records } = await readSaved(db)
  const oldest = [...records].sort((a, b) => a.updatedAt - b.updatedAt)
  const count = Math.max(1, Math.floor(records.length * fraction))
  await deleteRecords(
    db,
    oldest.slice(0, count).map((record) => record.id),
  )
}

const isQuotaError = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'QuotaExceededError' || /quota/i.test(`${error.name} ${error.message}`))
