import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { previousEntryPathname } from './previous-page'

/**
 * Returns a Back handler: history back when `goesBack(previous page)` holds, otherwise
 * `fallback()` (a normal navigation). The router's last resolved location is captured on the
 * first render for browsers without the Navigation API (see previous-page.ts).
 */
export function useBack(goesBack: (pathname: string | undefined) => boolean, fallback: () => void) {
  const router = useRouter()
  const [arrivedFrom] = useState(() => {
    const before = router.state.resolvedLocation?.pathname
    return before !== router.state.location.pathname ? before : undefined
  })
  return () => {
    if (goesBack(previousEntryPathname(arrivedFrom))) router.history.back()
    else fallback()
  }
}
