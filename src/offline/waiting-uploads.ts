import { clear, del, entries, get, set, type UseStore } from 'idb-keyval'
import { createCommittingStore } from './committing-store'
import { WAITING_UPLOADS_DB, WAITING_UPLOADS_DIR } from './names'

/**
 * Uploads waiting for the network (docs/product.md §2 Upload, "Waiting for the network"): each
 * chosen file kept on this device with its draft, under the session tag of the user who chose
 * it (offline/session-tag.ts), so only that sign-in ever sends it. A file is streamed into the
 * origin private file system (`file.stream()` into `createWritable()`, never read whole into
 * memory); where the browser cannot write files there, the file goes into IndexedDB as a Blob
 * (the browser keeps its bytes on disk). The records are in IndexedDB (idb-keyval).
 */

export interface WaitingUpload<Draft = unknown, Checkpoint = unknown> {
  id: string
  /** The session tag of the user who chose it. */
  tag: string
  /** Chosen at (ms), then the order in the list: files go up in the order they were chosen. */
  order: number
  /** The files kept by one press of Upload share it (and their draft). */
  batch: number
  name: string
  type: string
  size: number
  lastModified: number
  /** Seconds, as read when chosen; null when unreadable. */
  duration: number | null
  /** The upload's details (about the video, people and their images, trailer, language). */
  draft: Draft
  /** Where the bytes are: the origin private file system, or this record's `blob`. */
  where: 'opfs' | 'idb'
  blob?: Blob
  /** The user stopped it: it comes back stopped, with Retry, and is not sent on its own. */
  stopped?: boolean
  /**
   * How far its upload got (the record made, the steps done), written at each step: a page
   * closed mid-upload goes on with that record on the next start instead of making another.
   */
  checkpoint?: Checkpoint
  /**
   * The draft was edited after `checkpoint`'s record was made from the old one: the next try
   * removes that record and makes a new one from this draft (a new checkpoint clears it).
   */
  restart?: boolean
}

let records: UseStore | undefined
/**
 * The records' store. A database that throws on open (storage denied or broken) rejects like
 * any other failure instead of throwing at the call, so each caller's `.catch` holds.
 */
const store = (): UseStore => (mode, callback) => {
  try {
    records ??= createCommittingStore(WAITING_UPLOADS_DB, 'uploads')
    return records(mode, callback)
  } catch (error) {
    return Promise.reject(error)
  }
}

async function folder(create: boolean): Promise<FileSystemDirectoryHandle | undefined> {
  try {
    const root = await navigator.storage.getDirectory()
    return await root.getDirectoryHandle(WAITING_UPLOADS_DIR, { create })
  } catch {
    return undefined
  }
}

/** The browser can write a file in the origin private file system (Safari before 26 cannot). */
const opfsWrites = () =>
  typeof navigator.storage?.getDirectory === 'function' &&
  typeof globalThis.FileSystemFileHandle?.prototype.createWritable === 'function'

async function streamToOpfs(id: string, file: Blob): Promise<void> {
  const dir = await folder(true)
  if (!dir) throw new DOMException('No private file system', 'NotSupportedError')
  const handle = await dir.getFileHandle(id, { create: true })
  const writable = await handle.createWritable()
  // pipeTo closes the writable when done, aborts it (nothing written) on a failure.
  await file.stream().pipeTo(writable)
}

/**
 * Keeps `file` with its draft under `tag`; resolves to its id. A failure (the quota met midway)
 * leaves nothing of it behind and rejects.
 */
export async function keepWaitingUpload<Draft>(
  file: File,
  details: { tag: string; order: number; batch: number; duration: number | null; draft: Draft },
): Promise<string> {
  const id = crypto.randomUUID()
  const where = opfsWrites() ? 'opfs' : 'idb'
  const record: WaitingUpload<Draft> = {
    id,
    ...details,
    name: file.name,
    type: file.type,
    size: file.size,
    lastModified: file.lastModified,
    where,
    blob: where === 'idb' ? file : undefined,
  }
  try {
    if (where === 'opfs') await streamToOpfs(id, file)
    await set(id, record, store())
    return id
  } catch (error) {
    await removeWaitingUpload(id)
    throw error
  }
}

/** A kept upload's file, as a File read from the disk when sent. */
async function fileOf(record: WaitingUpload): Promise<File | undefined> {
  const options = { type: record.type, lastModified: record.lastModified }
  if (record.where === 'idb')
    return record.blob ? new File([record.blob], record.name, options) : undefined
  try {
    const handle = await (await folder(false))?.getFileHandle(record.id)
    const file = await handle?.getFile()
    return file && new File([file], record.name, options)
  } catch {
    return undefined
  }
}

/**
 * The uploads kept under `tag`, in the order chosen, each with its file. Those of any other tag
 * (a previous sign-in) are removed, never sent; one whose file is gone is removed too.
 */
export async function waitingUploads<Draft, Checkpoint = unknown>(
  tag: string,
): Promise<{ record: WaitingUpload<Draft, Checkpoint>; file: File }[]> {
  const all = (
    await entries<string, WaitingUpload<Draft, Checkpoint>>(store()).catch(() => [])
  ).map(([, record]) => record)
  const kept: { record: WaitingUpload<Draft, Checkpoint>; file: File }[] = []
  for (const record of all.sort((a, b) => a.order - b.order)) {
    const file = record.tag === tag ? await fileOf(record) : undefined
    if (file) kept.push({ record, file })
    else await removeWaitingUpload(record.id)
  }
  return kept
}

/** How many uploads wait under `tag` (none when unreadable). */
export async function countWaitingUploads(tag: string): Promise<number> {
  const all = await entries<string, WaitingUpload>(store()).catch(() => [])
  return all.filter(([, record]) => record.tag === tag).length
}

/** What the queue holds on this device: files and their bytes (for Offline copy). */
export async function waitingUploadsSize(): Promise<{ files: number; bytes: number }> {
  const all = await entries<string, WaitingUpload>(store()).catch(() => [])
  return {
    files: all.length,
    bytes: all.reduce((sum, [, record]) => sum + record.size, 0),
  }
}

/** Removes one kept upload, its file and its record (best effort). */
export async function removeWaitingUpload(id: string): Promise<void> {
  const dir = await folder(false)
  await dir?.removeEntry(id).catch(() => undefined)
  await del(id, store()).catch(() => undefined)
}

/**
 * Changes a kept upload's record in one transaction (best effort). One that left the device
 * meanwhile (sent, removed) is not written back.
 */
function change(id: string, update: (record: WaitingUpload) => WaitingUpload): Promise<void> {
  return store()('readwrite', (records) => {
    const read = records.get(id)
    read.onsuccess = () => {
      if (read.result) records.put(update(read.result), id)
    }
    return new Promise<void>((resolve, reject) => {
      records.transaction.oncomplete = () => resolve()
      records.transaction.onerror = () => reject(records.transaction.error)
      records.transaction.onabort = () => reject(records.transaction.error)
    })
  }).catch(() => undefined)
}

/** Marks a kept upload stopped by the user, or not any more (Retry); best effort. */
export const markWaitingUploadStopped = (id: string, stopped: boolean) =>
  change(id, (record) => ({ ...record, stopped }))

/** Writes how far a kept upload got (undefined: its record was removed, start over). */
export const saveWaitingUploadCheckpoint = (id: string, checkpoint: unknown) =>
  change(id, (record) => ({ ...record, checkpoint, restart: undefined }))

/**
 * Writes the draft the user confirmed after an edit (Upload or Retry), so a new page sends
 * with it. `restart`: the record made from the old draft is to be replaced on the next try.
 */
export const saveWaitingUploadDraft = (id: string, draft: unknown, restart: boolean) =>
  change(id, (record) => ({ ...record, draft, restart: restart || undefined }))

/** Whether `id` is still kept. */
export const isWaitingUploadKept = async (id: string) =>
  (await get(id, store()).catch(() => undefined)) !== undefined

/** Removes every kept upload (a session's end, Offline copy's Remove). */
export async function wipeWaitingUploads(): Promise<void> {
  await clear(store()).catch(() => undefined)
  try {
    const root = await navigator.storage.getDirectory()
    await root.removeEntry(WAITING_UPLOADS_DIR, { recursive: true })
  } catch {
    // Nothing there, or no private file system.
  }
}
