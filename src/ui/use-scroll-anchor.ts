import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react'

interface Anchor {
  item: Element
  top: number
}

/** The first item of the list still on screen, and where it is. */
function firstOnScreen(list: HTMLElement | null): Anchor | null {
  for (const item of list?.children ?? []) {
    const { top, bottom } = item.getBoundingClientRect()
    if (bottom > 0) return { item, top }
  }
  return null
}

/** Whether the browser keeps the page still itself (CSS scroll anchoring; Safari has none). */
const browserAnchors = () =>
  getComputedStyle(document.documentElement).getPropertyValue('overflow-anchor') === 'auto'

/**
 * Keeps what the user reads in a list still when the list's items change above it, where the
 * browser does not (docs/decisions.md, "Compact status cards"): when `items` change, the first
 * item on screen is put back where it was. Like the browsers' own anchoring, it does nothing at
 * the top of the page.
 */
export function useScrollAnchor(list: RefObject<HTMLElement | null>, items: unknown) {
  const anchor = useRef<Anchor | null>(null)

  useEffect(() => {
    const remember = () => {
      anchor.current = firstOnScreen(list.current)
    }
    remember()
    addEventListener('scroll', remember, { passive: true })
    addEventListener('resize', remember)
    return () => {
      removeEventListener('scroll', remember)
      removeEventListener('resize', remember)
    }
  }, [list])

  // biome-ignore lint/correctness/useExhaustiveDependencies: new items are the trigger
  useLayoutEffect(() => {
    const before = anchor.current
    if (before?.item.isConnected && window.scrollY > 0 && !browserAnchors()) {
      const moved = before.item.getBoundingClientRect().top - before.top
      if (Math.abs(moved) >= 1) window.scrollBy(0, moved)
    }
    anchor.current = firstOnScreen(list.current)
  }, [items])
}
