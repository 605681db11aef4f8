import type { RegisteredRouter } from '@tanstack/react-router'
import { LOCAL_USER_KEY } from '../api/session'
import type { CatalogName } from '../i18n/catalogs'
import { catalogsForRoutes } from '../i18n/route-catalogs'

/**
 * Starts fetching the first screen's code (the matched routes' lazy chunks) at once, in parallel
 * with the runtime config, the catalogs and the session restore, instead of after them. The
 * guards' redirects are predicted from whether a session is stored (it is decrypted later), so
 * a signed-out deep link fetches Login, not the page it will not see.
 * Returns the catalogs that screen needs.
 */
export function preloadFirstScreen(router: RegisteredRouter, pathname: string): CatalogName[] {
  const signedIn = hasStoredSession()
  let routes = router.getMatchedRoutes(pathname)[0]
  const ids = () => routes.map((route) => route.id as string)
  const has = (id: string) => ids().includes(id)
  // The catch-all sends to /video, whose guard may send on to Login.
  const redirectTo =
    (has('/_app') || has('/$')) && !signedIn
      ? '/login'
      : (has('/_auth') || has('/$')) && signedIn
        ? '/video'
        : undefined
  if (redirectTo) routes = router.getMatchedRoutes(redirectTo)[0]
  for (const route of routes) {
    // A failed fetch is retried, and reported, by the router's own load.
    router.loadRouteChunk(route)?.catch(() => undefined)
  }
  return catalogsForRoutes(ids(), { signedIn })
}

function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(LOCAL_USER_KEY) !== null
  } catch {
    return false
  }
}
