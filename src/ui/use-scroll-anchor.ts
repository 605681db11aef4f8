import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef } from 'react'

interface Anchor {
  item: Element
  top: number
  /** The page's scroll when `top` was read. */
  scrollY: number
}

/** The first item of the list still on screen, and where it is. */
function firstOnScreen(list: HTMLElement | null): Anchor | null {
  for (const item of list?.children ?? []) {
    const { top, bottom } = item.getBoundingClientRect()
    if (bottom > 0) return { item, top, scrollY: window.scrollY }
  }
  return null
}

/** Whether the browser keeps the page still itself (CSS scroll anchoring; Safari has none). */
const browserAnchors = () =>
  getComputedStyle(document.documentElement).getPropertyValue('overflow-anchor') === 'auto'

/**
 * Keeps what the user reads in a list still when the list's items change above it, where the
 * browser does not (docs/decisions.md, "Compact status cards"): when `items` change, or an
 * item changes size once drawn, the first item on screen is put back where it was. Like the
 * browsers' own anchoring, it does nothing at the top of the page. It never reads the layout
 * inside a render: that laid out the whole page in the render's task (docs/decisions.md,
 * "Signed-in first screens").
 */
export function useScrollAnchor(list: RefObject<HTMLElement | null>, items: unknown) {
  const anchor = useRef<Anchor | null>(null)
  // Whether the page is scrolled, as the last scroll said: reading `scrollY` here would lay out
  // the page inside React's commit, which at the top of the page has nothing to put back.
  const scrolled = useRef(false)

  /** The remembered item back where it was, if it moved and nothing else put it back. */
  const putBack = useCallback(() => {
    const before = anchor.current
    if (!scrolled.current) return
    if (before?.item.isConnected && window.scrollY > 0 && !browserAnchors()) {
      // Only what the change moved: a scroll since the anchor was read (its event comes with the
      // next frame, maybe after this change) is the reader's, and stays.
      const scrolledSince = window.scrollY - before.scrollY
      const moved = before.item.getBoundingClientRect().top - (before.top - scrolledSince)
      if (Math.abs(moved) >= 1) window.scrollBy(0, moved)
      // Where it is now, so the next check does not take this correction for the reader's.
      anchor.current = {
        item: before.item,
        top: before.item.getBoundingClientRect().top,
        scrollY: window.scrollY,
      }
    }
  }, [])

  useEffect(() => {
    const remember = () => {
      scrolled.current = window.scrollY > 0
      anchor.current = firstOnScreen(list.current)
    }
    addEventListener('scroll', remember, { passive: true })
    addEventListener('resize', remember)
    return () => {
      removeEventListener('scroll', remember)
      removeEventListener('resize', remember)
    }
  }, [list])

  // New items: before the browser paints them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: new items are the trigger
  useLayoutEffect(putBack, [items])

  // An item's size, once laid out (its first report too, which also remembers where the first
  // item on screen is for the next change): after layout, before paint.
  // biome-ignore lint/correctness/useExhaustiveDependencies: new items are observed anew
  useEffect(() => {
    const element = list.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      putBack()
      anchor.current = firstOnScreen(element)
    })
    for (const item of element.children) observer.observe(item)
    return () => observer.disconnect()
  }, [list, items, putBack])
}
