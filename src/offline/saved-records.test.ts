import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  deleteRecords,
  dropOldest,
  openSavedDb,
  readOwnerMarker,
  readSaved,
  type SavedRecord,
  saveRecord,
  setSavedOwner,
  wipeSaved,
} from './saved-records'

let db: IDBDatabase
let n = 0
beforeEach(async () => {
  db = await openSavedDb(`saved-test-${n++}`)
})

const record = (id: string, owner: string, updatedAt = 1, data: unknown = { id }): SavedRecord => ({
  id,
  owner,
  version: 1,
  queryKey: ['videos', 'detail', id],
  data,
  updatedAt,
})
const ids = async () => (await readSaved(db)).records.map((r) => r.id).sort()

describe('saved records', () => {
  it('refuse every save until someone owns the copy, then keep only that owner’s', async () => {
    await expect(saveRecord(db, record('1', 'alice'))).resolves.toBe('not-owner')
    await expect(setSavedOwner(db, 'alice')).resolves.toBeUndefined()
    await expect(saveRecord(db, record('1', 'alice'))).resolves.toBe('saved')
    // A tab that missed the change of user cannot write its user's pages.
    await expect(saveRecord(db, record('2', 'bob'))).resolves.toBe('not-owner')
    expect(await ids()).toEqual(['1'])
  })

  it('keep one record per query, so two tabs never overwrite each other’s pages', async () => {
    await setSavedOwner(db, 'alice')
    await saveRecord(db, record('list-1', 'alice'))
    await saveRecord(db, record('detail-9', 'alice'))
    expect(await ids()).toEqual(['detail-9', 'list-1'])
  })

  it('never replace a newer answer with an older one', async () => {
    await setSavedOwner(db, 'alice')
    await saveRecord(db, record('1', 'alice', 200, 'newer'))
    await expect(saveRecord(db, record('1', 'alice', 100, 'older'))).resolves.toBe('older')
    expect((await readSaved(db)).records[0]?.data).toBe('newer')
    await saveRecord(db, record('1', 'alice', 300, 'newest'))
    expect((await readSaved(db)).records[0]?.data).toBe('newest')
  })

  it('count a stamp from the future (a clock set right again) as now', async () => {
    await setSavedOwner(db, 'alice')
    const now = Date.now()
    await saveRecord(db, record('1', 'alice', now + 86_400_000, 'clock ahead'))
    await expect(saveRecord(db, record('1', 'alice', now + 1000, 'later answer'))).resolves.toBe(
      'saved',
    )
    expect((await readSaved(db)).records[0]?.data).toBe('later answer')
  })

  it('setting someone else as owner clears the previous owner’s records first', async () => {
    await setSavedOwner(db, 'alice')
    await saveRecord(db, record('1', 'alice'))
    await expect(setSavedOwner(db, 'bob')).resolves.toBe('alice')
    expect(await ids()).toEqual([])
    expect(await readOwnerMarker(db)).toBe('bob')
  })

  it('a wipe takes everything and the marker, so later saves of that user are refused', async () => {
    await setSavedOwner(db, 'alice')
    await saveRecord(db, record('1', 'alice'))
    await wipeSaved(db, 'alice')
    expect(await readSaved(db)).toEqual({ owner: undefined, records: [], malformed: [] })
    await expect(saveRecord(db, record('2', 'alice'))).resolves.toBe('not-owner')
  })

  it('a late wipe for a previous user leaves the new owner’s copy alone', async () => {
    await setSavedOwner(db, 'bob')
    await saveRecord(db, record('b', 'bob'))
    await wipeSaved(db, 'alice')
    expect(await readOwnerMarker(db)).toBe('bob')
    expect(await ids()).toEqual(['b'])
  })

  it('drop the oldest first and delete by id', async () => {
    await setSavedOwner(db, 'alice')
    for (let i = 0; i < 10; i++) await saveRecord(db, record(`r${i}`, 'alice', i))
    await dropOldest(db, 0.2)
    expect(await ids()).not.toContain('r0')
    expect(await ids()).not.toContain('r1')
    expect(await ids()).toContain('r2')
    await deleteRecords(db, ['r2', 'r3'])
    expect((await ids()).length).toBe(6)
  })
})

describe('a saved copy holding values of another shape', () => {
  /** Puts `value` into the records store as it is, as an older build or a hand edit could. */
  const putRaw = (value: object) =>
    new Promise<void>((resolve, reject) => {
      const tx = db.transaction('records', 'readwrite')
      tx.objectStore('records').put(value)
      tx.oncomplete = () => resolve()
      tx.onerror = () => reject(tx.error)
    })

  it.each([
    ['a queryKey that is not an array', { queryKey: 'videos' }],
    ['no owner', { owner: undefined }],
    ['a date that is not a number', { updatedAt: '2026-11-27' }],
  ])('reads %s apart, by its key, and the well-formed records as they are', async (_, change) => {
    await setSavedOwner(db, 'alice')
    await saveRecord(db, record('good', 'alice'))
    await putRaw({ ...record('bad', 'alice'), ...change })
    const copy = await readSaved(db)
    expect(copy.records.map((r) => r.id)).toEqual(['good'])
    expect(copy.malformed).toEqual(['bad'])
    await deleteRecords(db, copy.malformed)
    expect((await readSaved(db)).malformed).toEqual([])
  })

  it('wipes a malformed value with its owner’s records, another owner’s staying', async () => {
    await setSavedOwner(db, 'bob')
    await saveRecord(db, record('bob-1', 'bob'))
    await putRaw({ id: 'broken', queryKey: 7 })
    await wipeSaved(db, 'alice')
    expect(await ids()).toEqual(['bob-1'])
    expect((await readSaved(db)).malformed).toEqual([])
  })
})
