import type { QueryClient } from '@tanstack/react-query'
import { wipeIndex } from '@/api/local-search/feed'
import type { EndReason } from '@/api/session'
import { closeAllModals } from '@/ui/modal-store'
import { clearSharedFile, wipeUserCaches } from './offline/device-caches'
import { forgetSavedCopyNote } from './offline/eviction-notice'
import { claimSavedCopy, wipeSavedCopy } from './offline/saved-store'
import { featureEndSteps } from './session-registry'

/**
 * Everything a session end clears, in one list (docs/decisions.md, "What a session end
 * clears"): a logout, a forced logout (401/403), a failed check at start, and another tab's
 * logout or sign-in as someone else. Each step runs even when another fails (IndexedDB
 * blocked, no service worker).
 */

interface SessionEnd {
  reason: EndReason
  /** Whose session ended (lib/owner.ts). */
  owner: string | undefined
  /**
   * Another user is signed in already (another tab signed in as someone else): what the tabs
   * share is theirs now, so only this tab's own memory is cleared.
   */
  replaced: boolean
  queryClient: QueryClient
}

interface Step {
  what: string
  /** Clears what every tab of this browser shares (IndexedDB, Cache Storage). */
  shared?: true
  run: (end: SessionEnd) => unknown
}

/**
 * TanStack Router keeps scroll positions, keyed by page address, in sessionStorage and writes
 * them back when the page is hidden (session-end.test.ts checks the name against the router's).
 */
export const ROUTER_SCROLL_KEY = 'tsr-scroll-restoration-v1_3'

/**
 * The saved copy of the library (what "Remove the saved copy" removes too). The note that a
 * copy exists goes before the copy, so the next start never takes this for an eviction
 * (docs/decisions.md, "Eviction noticed").
 */
const SAVED_COPY_STEPS: readonly { what: string; run: (owner: string | undefined) => unknown }[] = [
  {
    what: 'saved pages',
    run: (owner) => {
      forgetSavedCopyNote()
      return wipeSavedCopy(owner)
    },
  },
  {
    what: "thumbnails, frame images and the library's pictures for a warm start",
    run: () => wipeUserCaches(),
  },
  { what: 'the search index of the saved library', run: () => wipeIndex() },
]

export const SESSION_END_STEPS: readonly Step[] = [
  {
    what: 'queries in flight and answers in memory',
    run: ({ queryClient }) => {
      void queryClient.cancelQueries()
      queryClient.clear()
    },
  },
  {
    // The upload and its draft, as routes/_app.tsx registers it.
    what: 'what the features registered (onSessionEnd)',
    run: (end) => Promise.allSettled(featureEndSteps().map(async (step) => step.run(end))),
  },
  { what: 'open dialogs', run: () => closeAllModals() },
  {
    what: "this tab's sessionStorage: a pending e-mail change, scroll positions",
    run: clearTabStorage,
  },
  ...SAVED_COPY_STEPS.map(
    ({ what, run }): Step => ({ what, shared: true, run: ({ owner }) => run(owner) }),
  ),
  { what: 'a video shared into the app', shared: true, run: () => clearSharedFile() },
]

export async function clearSession(end: SessionEnd): Promise<void> {
  const steps = SESSION_END_STEPS.filter((step) => !(step.shared && end.replaced))
  await Promise.allSettled(steps.map(async (step) => step.run(end)))
}

/**
 * At start, what the tabs share when it belongs to nobody signed in (a session that vanished
 * without a logout) or to someone else. A shared video waiting for sign-in stays.
 */
export async function wipeOthersData(): Promise<void> {
  await Promise.allSettled(SAVED_COPY_STEPS.map(async (step) => step.run(undefined)))
}

/**
 * "Remove the saved copy" (the profile's Offline copy): `owner`'s saved pages, images and search
 * index go as at a session end, and the saved pages leave the memory too, but the session
 * stays; the copy is then claimed for `owner` again, so pages opened next are saved as before.
 */
export async function removeSavedCopy(owner: string, queryClient: QueryClient): Promise<void> {
  // What a screen shows now (the profile) stays on it; its next answer is saved again.
  queryClient.removeQueries({
    predicate: (query) => query.meta?.persist === true && query.getObserversCount() === 0,
  })
  await Promise.allSettled(SAVED_COPY_STEPS.map(async (step) => step.run(owner)))
  await claimSavedCopy(owner)
}

let scrollGuard = false

function clearTabStorage() {
  try {
    sessionStorage.clear()
  } catch {
    // unavailable: nothing kept
  }
  if (scrollGuard || typeof window === 'undefined') return
  scrollGuard = true
  // Registered after the router's own listener, so it runs after the router wrote its
  // positions (the previous user's page addresses among them) and removes them again.
  window.addEventListener('pagehide', () => {
    try {
      sessionStorage.removeItem(ROUTER_SCROLL_KEY)
    } catch {
      // unavailable
    }
  })
}
