import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

/**
 * The router runs a route's `head` (the document's title) when it loads the page. What a head
 * read may change later: the language, a video that arrives after its page has loaded. `seen`
 * is what the shown head read, `now` what it would read now; when they differ (and `now` is
 * known), the router loads the page again (its loaders only start fetches that are not fresh,
 * docs/architecture.md "Data through the router") and the heads run with `now`.
 */
export function useRefreshHead(seen: unknown, now: unknown): void {
  const router = useRouter()
  useEffect(() => {
    if (now !== undefined && !Object.is(seen, now)) void router.invalidate()
  }, [seen, now, router])
}
