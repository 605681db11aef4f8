import type { QueryClient } from '@tanstack/react-query'
import type { RegisteredRouter } from '@tanstack/react-router'
import { verifySessionAndProfile } from '@/api/auth'
import { followStoredSession, hasStoredSession, session, storedSessionChanged } from '@/api/session'
import { LOCAL_USER_KEY } from '@/api/session-key'
import { keepSignedInSessionFresh } from '@/api/session-refresh'
import { START_FAILURE_REDIRECT_MS } from '@/config/limits'
import { ownerOf } from '@/lib/owner'
import { CARRIED_PARAM } from '@/lib/search-params'
import { factsAt, isPublicPage, isSignedOutPage } from './route-facts'
import { clearSession } from './session-end'
import { runSessionStart } from './session-registry'

/** A verify that met transient trouble (5xx, 429) is tried again after these waits. */
const VERIFY_RETRY_MS = [15_000, 30_000, 60_000, 120_000, 300_000]

export function wireSession(
  router: RegisteredRouter,
  queryClient: QueryClient,
  { verifyNow }: { verifyNow: boolean },
) {
  const toLogin = () => {
    const { pathname, href, search } = router.state.location
    const facts = factsAt(router, pathname)
    if (isSignedOutPage(facts)) return
    const carried = (search as Record<string, unknown>)[CARRIED_PARAM] as string | undefined
    void router.navigate({
      to: '/login',
      search: {
        redirect: isPublicPage(facts) ? undefined : href,
        [CARRIED_PARAM]: carried,
      },
    })
  }

  session.onEnd(async (reason, previous) => {
    await clearSession({
      reason,
      owner: ownerOf(previous),
      replaced: reason === 'elsewhere' && hasStoredSession(),
      queryClient,
    })
    if (reason === 'logout') {
      void router.navigate({ to: '/login' })
      return
    }
    if (reason === 'rejected') {
      // Restore/verify failed at start: public pages and auth pages stay where they are.
      if (isPublicPage(factsAt(router, router.state.location.pathname))) return
      setTimeout(toLogin, START_FAILURE_REDIRECT_MS)
      return
    }
    if (reason === 'forced') toLogin()
    // 'elsewhere': follow() below decides where this tab goes.
  })

  let owner = ownerOf(session.user())
  session.subscribe(() => {
    const next = ownerOf(session.user())
    if (next === owner) return
    owner = next
    if (next) runSessionStart(next)
  })

  /**
   * Another tab logged out, signed in as someone else, or refreshed the token: this tab
   * follows before it shows or saves anything more (docs/decisions.md, "Tabs"). When this tab
   * showed a user and the user changed, it goes where it must in a new document: what React
   * kept of the previous user (memoised elements, a snapshot about to be kept) goes with the old
   * one. Resolves true when it leaves the document.
   */
  const follow = async (): Promise<boolean> => {
    const before = ownerOf(session.user())
    const outcome = await followStoredSession()
    if (outcome !== 'ended' && outcome !== 'started') return false
    const facts = factsAt(router, router.state.location.pathname)
    const target =
      outcome === 'ended'
        ? isPublicPage(facts) || isSignedOutPage(facts)
          ? undefined
          : '/login'
        : isPublicPage(facts)
          ? undefined
          : '/video'
    if (!target) return false
    if (before === undefined) {
      await router.navigate({ to: target })
      return false
    }
    window.location.replace(target)
    return true
  }
  window.addEventListener('storage', (event) => {
    if (event.key === LOCAL_USER_KEY || event.key === null) void follow()
  })
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && storedSessionChanged()) void follow()
  })
  // A page restored from the back/forward cache missed every event: it is hidden until it
  // has followed, so the previous user's page never shows, and stays hidden if it leaves.
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted || !storedSessionChanged()) return
    const root = document.getElementById('root')
    root?.setAttribute('hidden', '')
    void follow().then(
      (left) => {
        if (!left) root?.removeAttribute('hidden')
      },
      () => root?.removeAttribute('hidden'),
    )
  })

  // A token of known life is refreshed at half of it while anyone is signed in (decisions:
  // "Long uploads outlive the token").
  keepSignedInSessionFresh(true)

  // Offline is not logged out: verify again once the network is back.
  window.addEventListener('online', () => {
    if (session.isSignedIn()) void verifyUntilAnswered(queryClient)
  })
  if (verifyNow) void verifyUntilAnswered(queryClient)
}

/**
 * Verifies the session and loads the profile (docs/product.md §2 App start); transient trouble
 * (5xx, 429) is retried later, with growing waits.
 */
async function verifyUntilAnswered(queryClient: QueryClient, attempt = 0): Promise<void> {
  const outcome = await verifySessionAndProfile(queryClient)
  if (outcome !== 'transient' || !session.isSignedIn()) return
  const wait = VERIFY_RETRY_MS[Math.min(attempt, VERIFY_RETRY_MS.length - 1)]
  setTimeout(() => void verifyUntilAnswered(queryClient, attempt + 1), wait)
}
