import { type AnyRouter, RouterProvider } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

/** How many navigations the router's queued no-op updates may pile up before a flush. */
export const FLUSH_EVERY_NAVIGATIONS = 32

/**
 * The router's provider, rendered again every FLUSH_EVERY_NAVIGATIONS navigations.
 *
 * Why: TanStack Router's `<Matches>` (1.170) hands a state setter to its `<Transitioner>`,
 * which calls it with the router at every navigation. From the second call on the value is
 * the same, React bails out without rendering, and keeps the update queued on that hook
 * until `<Matches>` renders again, which nothing else makes it do. The bench's day of use
 * found the queue at 700 updates after 100 rounds (7 a round, for good). Rendering the
 * provider again renders `<Matches>` (a fresh element), which empties the queue; the routes
 * below are memoised and do not render.
 */
export function RouterProviderFlushed({ router }: { router: AnyRouter }) {
  const [, setFlushes] = useState(0)
  useEffect(() => {
    let navigations = 0
    return router.subscribe('onResolved', () => {
      navigations += 1
      if (navigations % FLUSH_EVERY_NAVIGATIONS === 0) setFlushes((n) => n + 1)
    })
  }, [router])
  return <RouterProvider router={router} />
}
