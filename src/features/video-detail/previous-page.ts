import type { RegisteredRouter, RouteIds } from '@tanstack/react-router'

/** The page before this one, as the route tree matches it (route ids are checked by TypeScript). */
export interface PreviousPage {
  routeId: RouteIds<RegisteredRouter['routeTree']>
  params: Record<string, string>
}

/**
 * Which page the user came from, for the Back buttons (docs/product.md §2: Back goes back in history only
 * when the previous page was SimilarVideo or the list).
 *
 * The browser's Navigation API knows the history entry that `history.back()` would return to,
 * and it still knows after a reload or when the page was entered by typing its address. Where
 * it is missing, the caller passes the pathname the router showed before this page (captured
 * on the page's first render); that one is forgotten on reload, which then falls back to a
 * plain navigation to the list, never to a wrong page.
 */

interface NavigationEntryLike {
  url: string | null
}
interface NavigationLike {
  currentEntry: { index: number } | null
  entries: () => NavigationEntryLike[]
}

function navigationApi(): NavigationLike | undefined {
  const candidate = (globalThis as { navigation?: NavigationLike }).navigation
  return candidate && typeof candidate.entries === 'function' ? candidate : undefined
}

/** The pathname of the previous same-app history entry, when the browser can tell. */
export function previousEntryPathname(fallback?: string): string | undefined {
  const navigation = navigationApi()
  if (!navigation) return fallback
  const index = navigation.currentEntry?.index ?? -1
  if (index <= 0) return undefined
  const url = navigation.entries()[index - 1]?.url
  if (!url) return undefined
  try {
    return new URL(url).pathname
  } catch {
    return undefined
  }
}
