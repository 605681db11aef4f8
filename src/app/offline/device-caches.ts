import { delMany, getMany, type UseStore } from 'idb-keyval'
import { createCommittingStore } from '@/offline/committing-store'
import {
  ASSET_IMAGE_CACHE,
  LEGACY_CACHES,
  PAGE_SNAPSHOT_CACHE,
  SHARE_DB,
  SHARE_REFUSED_NO_ROOM,
  SHARE_REFUSED_TOO_LARGE,
  SHARE_STORE,
  SHARED_FILE_KEY,
  SHARED_INCOMING_KEY,
  WIPE_MESSAGE,
} from '@/offline/names'

/** How long to wait for the service worker to confirm a wipe before moving on. */
const WORKER_WIPE_TIMEOUT_MS = 3000

/**
 * Removes the runtime image cache (the thumbnails and frames a user looked at) and asks the
 * service worker to drop its expiration records (their URLs) as well.
 */
async function wipeImageCache(): Promise<void> {
  const tasks: Promise<unknown>[] = []
  if (typeof caches !== 'undefined') tasks.push(caches.delete(ASSET_IMAGE_CACHE))
  const worker = typeof navigator === 'undefined' ? null : navigator.serviceWorker?.controller
  if (worker) tasks.push(askWorkerToWipe(worker))
  await Promise.allSettled(tasks)
}

/**
 * Removes what Cache Storage holds of a user: the images above, and the page snapshots for
 * a warm start (offline/page-snapshot.ts), which show their titles.
 */
export async function wipeUserCaches(): Promise<void> {
  const names = [PAGE_SNAPSHOT_CACHE, ...LEGACY_CACHES]
  const snapshots = typeof caches === 'undefined' ? [] : names.map((name) => caches.delete(name))
  await Promise.allSettled([wipeImageCache(), ...snapshots])
}

function askWorkerToWipe(worker: ServiceWorker): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    const timer = setTimeout(resolve, WORKER_WIPE_TIMEOUT_MS)
    channel.port1.onmessage = () => {
      clearTimeout(timer)
      resolve()
    }
    worker.postMessage({ type: WIPE_MESSAGE }, [channel.port2])
  })
}

/**
 * Runs `use` on the share store; where IndexedDB is missing, or refused (a browser may throw on
 * open), it gives undefined: nothing is waiting then.
 */
async function inShareStore<T>(use: (store: UseStore) => Promise<T>): Promise<T | undefined> {
  if (typeof indexedDB === 'undefined') return undefined
  return Promise.resolve()
    .then(() => use(createCommittingStore(SHARE_DB, SHARE_STORE)))
    .catch(() => undefined)
}

/** Why the service worker could not keep a shared video: over 5 GB, or no room on the device. */
export type ShareRefusal = 'too-large' | 'no-room'

/** A video the service worker kept from a share, or why it could not keep it. */
export type KeptShare = File | ShareRefusal

function asKeptShare(value: unknown): KeptShare | undefined {
  if (value === SHARE_REFUSED_TOO_LARGE) return 'too-large'
  if (value === SHARE_REFUSED_NO_ROOM) return 'no-room'
  if (value instanceof File) return value
  if (value instanceof Blob) return new File([value], 'shared-video.mp4', { type: value.type })
  return undefined
}

/**
 * What the service worker kept from shares into the app: the one waiting to be picked up, and
 * a newer one kept beside it until the user chooses (src/sw/).
 */
export async function peekShares(): Promise<{ waiting?: KeptShare; incoming?: KeptShare }> {
  const values = await inShareStore((store) =>
    getMany([SHARED_FILE_KEY, SHARED_INCOMING_KEY], store),
  )
  return { waiting: asKeptShare(values?.[0]), incoming: asKeptShare(values?.[1]) }
}

/** Forgets every shared video kept on this device. */
export async function clearSharedFile(): Promise<void> {
  await inShareStore((store) => delMany([SHARED_FILE_KEY, SHARED_INCOMING_KEY], store))
}
