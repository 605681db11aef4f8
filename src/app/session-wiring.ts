import type { QueryClient } from '@tanstack/react-query'
import type { RegisteredRouter } from '@tanstack/react-router'
import { verifySession } from '../api/auth'
import { endSession, LOCAL_USER_KEY, session } from '../api/session'
import { START_FAILURE_REDIRECT_MS } from '../config/limits'
import { CARRIED_PARAM } from '../lib/search-params'
import { closeAllModals } from '../ui/modal-store'
import { factsAt, isPublicPage, isSignedOutPage } from './route-facts'

type Wipe = () => Promise<void> | void
const wipes: Wipe[] = []

/** Registers work that removes every trace of a user when a session ends (docs/decisions.md: offline rules). */
export function onUserDataWipe(wipe: Wipe) {
  wipes.push(wipe)
}

export function wireSession(router: RegisteredRouter, queryClient: QueryClient) {
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

  session.onEnd(async (reason) => {
    queryClient.cancelQueries()
    queryClient.clear()
    await Promise.allSettled(wipes.map((wipe) => wipe()))
    if (reason === 'logout') {
      closeAllModals()
      void router.navigate({ to: '/login' })
      return
    }
    if (reason === 'rejected') {
      // Restore/verify failed at start: public pages and auth pages stay where they are.
      if (isPublicPage(factsAt(router, router.state.location.pathname))) return
      setTimeout(toLogin, START_FAILURE_REDIRECT_MS)
      return
    }
    toLogin()
  })

  // A logout in another tab removes the stored session: this tab follows, wiping its own copy.
  window.addEventListener('storage', (event) => {
    if (event.key === LOCAL_USER_KEY && event.newValue === null && session.isSignedIn()) {
      void endSession('logout')
    }
  })

  // Offline is not logged out: verify again once the network is back.
  window.addEventListener('online', () => {
    if (session.isSignedIn()) void verifySession()
  })
}
