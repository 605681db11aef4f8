import type { PersistAnswer } from './device-report'

/**
 * The browser's storage manager (`navigator.storage`), asked by the profile's Offline copy and by
 * a keep for offline: whether storage is kept under pressure, and the room left.
 */

const storageManager = () => (typeof navigator === 'undefined' ? undefined : navigator.storage)

/**
 * One yes-or-no question to the browser's storage manager: its answer, 'unsupported' where it
 * cannot be asked, 'failed' where asking threw.
 */
export async function storageAnswer(
  question: 'persist' | 'persisted',
): Promise<boolean | 'unsupported' | 'failed'> {
  const storage = storageManager()
  if (typeof storage?.[question] !== 'function') return 'unsupported'
  try {
    return await storage[question]()
  } catch {
    return 'failed'
  }
}

/** Asks the browser to keep this site's storage under pressure; it decides on its own. */
export async function askToPersist(): Promise<PersistAnswer> {
  const answer = await storageAnswer('persist')
  if (answer === 'unsupported') return 'unsupported'
  return answer === true ? 'granted' : 'refused'
}

/** Room left for this site (quota minus usage), or undefined where the browser cannot say. */
export async function roomLeft(): Promise<number | undefined> {
  const storage = storageManager()
  if (typeof storage?.estimate !== 'function') return undefined
  try {
    const { usage, quota } = await storage.estimate()
    return typeof usage === 'number' && typeof quota === 'number' ? quota - usage : undefined
  } catch {
    return undefined
  }
}

/**
 * Whether `bytes` more fit in this site's storage. A browser that cannot say is taken at its
 * word when it writes: true, and a write that meets the quota fails on its own.
 */
export async function fitsOnDevice(bytes: number): Promise<boolean> {
  const room = await roomLeft()
  return room === undefined || room >= bytes
}
