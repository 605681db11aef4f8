import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { type PreviousPage, previousEntryPathname } from './previous-page'

/**
 * Returns a Back handler: history back when `goesBack(previous page)` holds, otherwise
 * `fallback()` (a normal navigation). The previous page is matched against the route tree, so
 * callers name routes by their ids, never by URL patterns. The router's last resolved location
 * is captured on the first render for browsers without the Navigation API (previous-page.ts).
 */
export function useBack(goesBack: (previous: PreviousPage) => boolean, fallback: () => void) {
  const router = useRouter()
  const [arrivedFrom] = useState(() => {
    const before = router.state.resolvedLocation?.pathname
    return before !== router.state.location.pathname ? before : undefined
  })
  const previousPage = (): PreviousPage | undefined => {
    const pathname = previousEntryPathname(arrivedFrom)
    if (!pathname) return undefined
    const [, params, found] = router.getMatchedRoutes(pathname)
    return found ? { routeId: found.id, params } : undefined
  }
  return () => {
    const previous = previousPage()
    if (previous && goesBack(previous)) router.history.back()
    else fallback()
  }
}
