import type { QueryClient } from '@tanstack/react-query'
import type { EndReason } from '@/api/session'
import { SESSION_WIPE_WAIT_MS } from '@/config/limits'
import { waitAtMost } from '@/lib/wait-at-most'
import { closeAllModals } from '@/ui/modal-store'
import { clearSharedFile } from './offline/device-caches'
import { SAVED_COPY_STEPS } from './offline/saved-copy'
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

/**
 * Runs every step (what is in this tab's memory goes at once, as each step starts); resolves
 * once they have all ended, or after SESSION_WIPE_WAIT_MS, whichever is first. What is still
 * running then goes on: a write queued in IndexedDB keeps its place ahead of the next user's,
 * and whatever a closed tab never finished is wiped at the next start, as belonging to nobody
 * signed in (saved-copy.ts, wipeOthersData).
 */
export async function clearSession(end: SessionEnd): Promise<void> {
  const steps = SESSION_END_STEPS.filter((step) => !(step.shared && end.replaced))
  await waitAtMost(
    Promise.allSettled(steps.map(async (step) => step.run(end))),
    SESSION_WIPE_WAIT_MS,
  )
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
