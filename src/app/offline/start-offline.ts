import type { QueryClient } from '@tanstack/react-query'
import { mayHoldKeptVideos } from '@/api/kept-state'
import { readSavedData } from '@/api/saved-schemas'
import { session } from '@/api/session'
import { CACHE_MAX_AGE_MS } from '@/app/query-client'
import { START_STORAGE_WAIT_MS } from '@/config/limits'
import { ownerOf } from '@/lib/owner'
import { waitAtMost } from '@/lib/wait-at-most'
import { SAVED_SCHEMA_VERSION } from '@/offline/names'
import { wipeUserCaches } from './device-caches'
import { judgeSavedCopyAtStart } from './eviction-notice'
import { readySessionEndWipes, wipeKeptVideos, wipeOthersData } from './saved-copy'
import { keepSaving, restoreQueries, SAVED_MAX_RECORDS, sortOutSaved } from './saved-queries'
import { forgetSaved, readSavedCopy, saveToDevice, setSavedCopyOwner } from './saved-store'

/**
 * Offline start (call before the router's first load): the signed-in user's saved pages are
 * back in the cache, stale, when the first loader runs; data of anyone else is wiped first.
 * Then every persisted query is saved as its data arrives, for whoever is signed in.
 */
export async function setupOffline(queryClient: QueryClient): Promise<void> {
  const owner = ownerOf(session.user())
  // A page frozen mid-write to the saved copy (the back/forward cache) holds it until the
  // browser drops that page (docs/architecture.md, "Storage a frozen page holds"): the first
  // load waits for it at most START_STORAGE_WAIT_MS. A later restore still lands, and hydrate
  // keeps whatever is newer.
  await waitAtMost(restoreSavedCopy(queryClient, owner), START_STORAGE_WAIT_MS)

  let current = owner
  if (owner) readySessionEndWipes()
  keepSaving(queryClient, {
    owner: () => current,
    version: SAVED_SCHEMA_VERSION,
    save: saveToDevice,
    forget: (ids) => void forgetSaved(ids),
  })
  // A sign-in (here, or followed from another tab) makes the copy that user's.
  session.subscribe(() => {
    const next = ownerOf(session.user())
    if (next === current) return
    current = next
    if (!next) return
    readySessionEndWipes()
    void setSavedCopyOwner(next)
      .then((previous) => {
        if (previous !== undefined && previous !== next) void wipeUserCaches().then(wipeKeptVideos)
      })
      .catch(() => undefined)
  })
}

/** `owner`'s saved pages back in the cache; anyone else's copy wiped, or made `owner`'s. */
async function restoreSavedCopy(queryClient: QueryClient, owner: string | undefined) {
  const started = performance.now()
  let restored = 0
  try {
    const saved = await readSavedCopy()
    // Before setting the owner below writes the marker: a missing one may mean the browser evicted it.
    judgeSavedCopyAtStart(owner, saved.owner)
    if (!owner) {
      // A session that vanished without a logout left its copy: nothing of it may show.
      if (saved.owner !== undefined || saved.records.length > 0) void wipeOthersData()
    } else if (saved.owner !== owner) {
      // Someone else's copy (or none): setting the owner clears its records, their images and
      // kept videos go too.
      if (saved.owner !== undefined) void wipeUserCaches().then(wipeKeptVideos)
      await setSavedCopyOwner(owner)
    } else {
      const { restore, drop, refused } = sortOutSaved(saved.records, {
        owner,
        version: SAVED_SCHEMA_VERSION,
        now: Date.now(),
        maxAgeMs: CACHE_MAX_AGE_MS,
        maxRecords: SAVED_MAX_RECORDS,
        read: readSavedData,
      })
      if (refused > 0) console.warn(`Offline copy: ${refused} saved page(s) unreadable, dropped`)
      restoreQueries(queryClient, restore)
      restored = restore.length
      void forgetSaved([...drop, ...saved.malformed])
      // Keeps cut off by a reload or a closed tab continue, without asking. The kept files
      // (and their module) are read only where the note says there may be some.
      if (mayHoldKeptVideos())
        void import('@/api/kept-on-device').then((kept) =>
          kept.resumeKeepsAtStart(navigator.onLine),
        )
    }
  } catch (error) {
    // Storage blocked (private mode, policy): the app works, just not offline.
    console.warn('Offline copy unavailable', error)
  }
  performance.measure('vi:persist-restore', {
    start: started,
    duration: performance.now() - started,
    detail: { records: restored },
  })
}
