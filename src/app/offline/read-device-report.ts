import type { QueryClient } from '@tanstack/react-query'
import { localSearch } from '@/api/local-search/client'
import { settleFeed } from '@/api/local-search/feed'
import { session } from '@/api/session'
import { videoKeys } from '@/api/videos'
import { ownerOf } from '@/lib/owner'
import type {
  Count,
  DeviceReport,
  OfflineCopy,
  Persistence,
  SavedCounts,
  StorageSizes,
} from '@/offline/device-report'
import { ASSET_IMAGE_CACHE, SAVED_SCHEMA_VERSION } from '@/offline/names'
import type { SavedRecord } from '@/offline/saved-records'
import { askToPersist, storageAnswer } from '@/offline/storage-manager'
import { removeSavedCopy } from './saved-copy'
import { readSavedCopy } from './saved-store'

/**
 * What this device keeps for `owner` (the profile's Offline copy section): every part is read
 * on its own, and a part this browser hides or that cannot be read (no Cache Storage, a search
 * worker that cannot start, a saved copy that will not open) is an unknown count, never an
 * error of the whole.
 */
export async function readDeviceReport(owner: string | undefined): Promise<DeviceReport> {
  const [pages, images, indexedVideos, sizes, persistence, waiting] = await Promise.all([
    countSavedPages(owner),
    countImages(),
    countIndexedVideos(owner),
    estimateSizes(),
    readPersistence(),
    // Its module is loaded here: the profile's route file, in the entry, imports this one.
    import('@/offline/waiting-uploads')
      .then((waiting) => waiting.waitingUploadsSize())
      .catch(() => undefined),
  ])
  const saved: SavedCounts = { ...pages, images, indexedVideos }
  return { saved, sizes, persistence, waiting }
}

const LIST_KEY = JSON.stringify(videoKeys.lists())
const DETAIL_KEY = JSON.stringify(videoKeys.details())
const keyStart = (record: SavedRecord) => JSON.stringify(record.queryKey.slice(0, 2))

/**
 * The owner's saved library pages and detail pages (what the next start restores); unknown when
 * the saved copy cannot be read.
 */
export async function countSavedPages(
  owner: string | undefined,
): Promise<{ libraryPages: Count; detailPages: Count }> {
  try {
    const { records } = await readSavedCopy()
    const own = records.filter((r) => r.owner === owner && r.version === SAVED_SCHEMA_VERSION)
    return {
      libraryPages: own.filter((record) => keyStart(record) === LIST_KEY).length,
      detailPages: own.filter((record) => keyStart(record) === DETAIL_KEY).length,
    }
  } catch {
    return { libraryPages: null, detailPages: null }
  }
}

async function countImages(): Promise<Count> {
  if (typeof caches === 'undefined') return null
  try {
    if (!(await caches.has(ASSET_IMAGE_CACHE))) return 0
    return (await (await caches.open(ASSET_IMAGE_CACHE)).keys()).length
  } catch {
    return null
  }
}

/** How long the index may take to start and answer before its count is unknown. */
const INDEX_TIMEOUT_MS = 5000

async function countIndexedVideos(owner: string | undefined): Promise<Count> {
  if (!owner) return 0
  const count = settleFeed()
    .then(() => localSearch().load(owner))
    .then((stats) => stats.videos)
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), INDEX_TIMEOUT_MS))
  return Promise.race([count, timeout]).catch(() => null)
}

/** Chromium's breakdown by kind; not in the standard, so not in the DOM types. */
type EstimateWithDetails = StorageEstimate & { usageDetails?: StorageSizes['details'] }

async function estimateSizes(): Promise<StorageSizes | null> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage
  if (typeof storage?.estimate !== 'function') return null
  try {
    const { usage, quota, usageDetails } = (await storage.estimate()) as EstimateWithDetails
    if (typeof usage !== 'number' || typeof quota !== 'number') return null
    return usageDetails ? { usage, quota, details: usageDetails } : { usage, quota }
  } catch {
    return null
  }
}

async function readPersistence(): Promise<Persistence> {
  const answer = await storageAnswer('persisted')
  if (typeof answer !== 'boolean') return 'unknown'
  return answer ? 'persistent' : 'best-effort'
}

/** The profile's handle on what this device keeps for the signed-in user. */
export function offlineCopyOf(queryClient: QueryClient): OfflineCopy {
  const currentOwner = () => ownerOf(session.user())
  return {
    read: () => readDeviceReport(currentOwner()),
    askToPersist,
    removeSavedCopy: async () => {
      const owner = currentOwner()
      if (owner) await removeSavedCopy(owner, queryClient)
    },
  }
}
