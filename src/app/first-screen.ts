import type { RegisteredRouter } from '@tanstack/react-router'
import { hasStoredSession } from '@/api/session'
import type { CatalogName } from '@/i18n/catalogs'
import { catalogsOf, factsAt, redirectOf } from './route-facts'

/**
 * Starts fetching the first screen's code (the matched routes' lazy chunks) at once, in parallel
 * with the runtime config, the catalogs and the session restore, instead of after them. The
 * guards' redirects are predicted from whether a session is stored (it is decrypted later), so
 * a signed-out deep link fetches Login, not the page it will not see.
 * Returns the catalogs that screen needs.
 */
export function preloadFirstScreen(router: RegisteredRouter, pathname: string): CatalogName[] {
  const signedIn = hasStoredSession()
  let path = pathname
  // At most two hops: the catch-all sends to /video, whose guard may send on to Login.
  for (let hop = 0; hop < 2; hop++) {
    const next = redirectOf(factsAt(router, path), signedIn)
    if (!next) break
    path = next
  }
  for (const route of router.getMatchedRoutes(path)[0]) {
    // A failed fetch is retried, and reported, by the router's own load.
    router.loadRouteChunk(route)?.catch(() => undefined)
  }
  return catalogsOf(factsAt(router, path), signedIn)
}
