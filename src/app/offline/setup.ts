import type { QueryClient } from '@tanstack/react-query'
import { onUserDataWipe } from '../session-wiring'
import { clearSharedFile, wipeImageCache } from './device-caches'
import { type PersistenceHandle, startPersistence } from './persistence'

let handle: PersistenceHandle | undefined

/**
 * Offline start (call before the router is created): the signed-in user's persisted queries are
 * back in the cache when the first loader runs. Registers the wipes that remove every trace of
 * a user on logout, a forced logout, or a different user's sign-in (docs/decisions.md: offline rules).
 */
export async function setupOffline(queryClient: QueryClient): Promise<void> {
  if (typeof indexedDB === 'undefined') return
  try {
    handle = await startPersistence(queryClient, {
      // Someone else signs in over kept data: their images go too (the queries already went).
      onOtherUser: () => void wipeImageCache(),
    })
  } catch (error) {
    // Storage blocked (private mode, policy): the app works, just not offline.
    console.warn('Offline copy unavailable', error)
    return
  }
  performance.measure('vi:persist-restore', {
    start: performance.now() - handle.restoreMs,
    duration: handle.restoreMs,
    detail: { chars: handle.restoredChars },
  })
  onUserDataWipe(async () => {
    await Promise.allSettled([handle?.wipe(), wipeImageCache(), clearSharedFile()])
  })
}

/** Resolves once the persisted copy is written (tests and measurements). */
export function flushPersistence(): Promise<void> {
  return handle?.flush() ?? Promise.resolve()
}
