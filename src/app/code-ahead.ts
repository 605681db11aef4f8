import { type RegisteredRouter, useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { session } from '@/api/session'
import { loadCatalogs } from '@/i18n/catalogs'
import { currentLocale } from '@/i18n/i18n'
import { useWhenIdle } from '@/ui/use-when-idle'
import { catalogsOf, factsAt } from './route-facts'

/**
 * Fetches and runs the code and the words of the page at `path` (its routes' lazy chunks, its
 * catalogs) while the browser is idle, and nothing else: no data. A tap that opens that page then
 * does not wait for its code inside the tap (docs/architecture.md, "Answering a tap"); the
 * router's own preload on hover or touch came too late for a quick tap.
 */
export function preloadCode(router: RegisteredRouter, path: string): void {
  for (const route of router.getMatchedRoutes(path)[0])
    router.loadRouteChunk(route)?.catch(() => undefined)
  loadCatalogs(currentLocale(), catalogsOf(factsAt(router, path), session.isSignedIn())).catch(
    () => undefined,
  )
}

/** `preloadCode` once, in the first idle moment after the screen that calls it has shown. */
export function useCodeAhead(path: string): void {
  const router = useRouter()
  useWhenIdle(useCallback(() => preloadCode(router, path), [router, path]))
}
