import { createStore, del, get, type UseStore } from 'idb-keyval'
import {
  ASSET_IMAGE_CACHE,
  SHARE_DB,
  SHARE_REFUSED_NO_ROOM,
  SHARE_REFUSED_TOO_LARGE,
  SHARE_STORE,
  SHARED_FILE_KEY,
  WIPE_MESSAGE,
} from '@/config/offline'

/** How long to wait for the service worker to confirm a wipe before moving on. */
const WORKER_WIPE_TIMEOUT_MS = 3000

/**
 * Removes the runtime image cache (the thumbnails and frames a user looked at) and asks the
 * service worker to drop its expiration records (their URLs) as well.
 */
export async function wipeImageCache(): Promise<void> {
  const tasks: Promise<unknown>[] = []
  if (typeof caches !== 'undefined') tasks.push(caches.delete(ASSET_IMAGE_CACHE))
  const worker = typeof navigator === 'undefined' ? null : navigator.serviceWorker?.controller
  if (worker) tasks.push(askWorkerToWipe(worker))
  await Promise.allSettled(tasks)
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
    .then(() => use(createStore(SHARE_DB, SHARE_STORE)))
    .catch(() => undefined)
}

/** Why the service worker could not keep a shared video: over 5 GB, or no room on the device. */
export type ShareRefusal = 'too-large' | 'no-room'

/**
 * The video shared into the app (stored by the service worker), if one waits, or why the
 * worker could not keep it.
 */
export async function peekSharedFile(): Promise<File | ShareRefusal | undefined> {
  const value = await inShareStore((store) => get(SHARED_FILE_KEY, store))
  if (value === SHARE_REFUSED_TOO_LARGE) return 'too-large'
  if (value === SHARE_REFUSED_NO_ROOM) return 'no-room'
  if (value instanceof File) return value
  if (value instanceof Blob) return new File([value], 'shared-video.mp4', { type: value.type })
  return undefined
}

export async function clearSharedFile(): Promise<void> {
  await inShareStore((store) => del(SHARED_FILE_KEY, store))
}
