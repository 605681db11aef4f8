/**
 * What the profile's Offline copy section shows and does (docs/product.md §2 Profile, Offline
 * copy). The shell reads the device (app/offline/read-device-report.ts); the route hands that to the
 * profile feature, which only draws it.
 */

/** A count, or null where this browser does not let the page see it. */
export type Count = number | null

export interface SavedCounts {
  libraryPages: Count
  detailPages: Count
  /** Thumbnails and frame images in the service worker's runtime cache. */
  images: Count
  /** Videos in the local search index. */
  indexedVideos: Count
}

/** `navigator.storage.estimate()`, for this whole site (the app's own files too), in bytes. */
export interface StorageSizes {
  usage: number
  quota: number
  /** Chromium's breakdown (`usageDetails`); other browsers give none. */
  details?: { indexedDB?: number; caches?: number; serviceWorkerRegistrations?: number }
}

/** Whether the browser keeps this site's storage under pressure. */
export type Persistence = 'persistent' | 'best-effort' | 'unknown'

/** The browser's answer to `navigator.storage.persist()`. */
export type PersistAnswer = 'granted' | 'refused' | 'unsupported'

/** Uploads kept on this device until the network returns (offline/waiting-uploads.ts). */
export interface WaitingFigures {
  files: number
  bytes: number
}

export interface DeviceReport {
  saved: SavedCounts
  waiting?: WaitingFigures
  /** null: this browser gives no estimate. */
  sizes: StorageSizes | null
  persistence: Persistence
}

export interface OfflineCopy {
  read(): Promise<DeviceReport>
  askToPersist(): Promise<PersistAnswer>
  /** Removes the signed-in user's saved copy; the session stays. */
  removeSavedCopy(): Promise<void>
  /** Removes the uploads waiting for the network, from the queue and the device. */
  removeWaitingUploads?(): Promise<void>
}

/** No count is above zero (an unknown count is no evidence of anything saved). */
export const nothingSaved = (saved: SavedCounts) =>
  Object.values(saved).every((count) => (count ?? 0) === 0)

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const

/** Bytes in the locale's words for the nearest unit ("1.5 MB", "820 kB"), decimal units. */
export function formatBytes(bytes: number, locale: string): string {
  let value = Math.max(0, bytes)
  let unit = 0
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000
    unit++
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 || value >= 100 ? 0 : 1,
  }).format(value)
}
