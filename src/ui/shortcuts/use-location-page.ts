import { useRouterState } from '@tanstack/react-router'

/**
 * The `page` the URL asks for right now. It changes as soon as a navigation starts, before the
 * new page's matches render (a route's own search still says the page before), so [ pressed
 * right after ] goes back instead of finding no previous page.
 */
export function useLocationPage(): number {
  return useRouterState({
    select: ({ location }) => {
      const page = Number((location.search as { page?: unknown }).page)
      return Number.isInteger(page) && page > 1 ? page : 1
    },
  })
}
