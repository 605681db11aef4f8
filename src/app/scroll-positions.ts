import type { AnyRouter, ParsedLocation } from '@tanstack/react-router'

/**
 * How many history entries' scroll positions a tab keeps: Chrome keeps 50 entries in a tab's
 * history, so an entry that Back can still reach was left fewer than this many navigations ago
 * but for a rare jump over many entries (which then opens at the top).
 */
export const KEPT_POSITIONS = 100

/** One history entry: TanStack's key for it, the address when a location has none. */
const entryOf = (location: ParsedLocation) => location.state.__TSR_key ?? location.href

/**
 * Back (and Forward) returns to where the user was on that page; every other navigation opens
 * at the top (docs/product.md §2). The router scrolls to the top (or to the address's #hash)
 * after each navigation by itself; this keeps the window's position as each page is left and,
 * when the page arrived at is one left before, scrolls back to it.
 *
 * Why not the router's `scrollRestoration`: it keeps an entry for every page left, keyed per
 * history entry, for the life of the tab, and gives no way to drop old ones (router-core 1.171;
 * the bench's day of use found 400 entries after 100 rounds, 4 a round); this keeps at most
 * KEPT_POSITIONS. It keeps the window's position only, which is all that scrolls here between
 * pages (a scene strip scrolls itself to its scene).
 */
export function keepScrollPositions(router: AnyRouter, kept = KEPT_POSITIONS) {
  const positions = new Map<string, { left: number; top: number }>()
  history.scrollRestoration = 'manual'
  const onLeave = router.subscribe('onBeforeLoad', ({ fromLocation }) => {
    if (!fromLocation) return
    const entry = entryOf(fromLocation)
    // Oldest first: an entry left again moves to the end.
    positions.delete(entry)
    positions.set(entry, { left: window.scrollX, top: window.scrollY })
    for (const oldest of positions.keys()) {
      if (positions.size <= kept) break
      positions.delete(oldest)
    }
  })
  let cancelRestore = () => {}
  const onArrive = router.subscribe('onRendered', ({ toLocation, hashChanged }) => {
    cancelRestore()
    const position = positions.get(entryOf(toLocation))
    if (!position || (toLocation.hash && hashChanged)) return
    cancelRestore = restoreWhenTall(position)
  })
  // The browser's own restoration for a reload or a page it loads again.
  const onHide = () => {
    history.scrollRestoration = 'auto'
  }
  const onShow = (event: PageTransitionEvent) => {
    if (event.persisted) history.scrollRestoration = 'manual'
  }
  window.addEventListener('pagehide', onHide)
  window.addEventListener('pageshow', onShow)
  return {
    /** How many positions are kept (tests, the bench). */
    size: () => positions.size,
    stop: () => {
      cancelRestore()
      onLeave()
      onArrive()
      window.removeEventListener('pagehide', onHide)
      window.removeEventListener('pageshow', onShow)
    },
  }
}

/** How long a page may take to grow tall enough for the place Back returns to. */
export const RESTORE_WAIT_MS = 2000

/**
 * Scrolls to `position` once the page is tall enough to hold it: a page drawn again in steps
 * (the library's cards, use-cards-in-steps.ts) is short at its first render, and a scroll then
 * would stop short of the place. Checked once a frame, before the frame's paint; given up to the
 * nearest place after RESTORE_WAIT_MS, and as soon as the user scrolls or presses a key (their
 * own scroll wins). Instant: Back returns to a place, it does not travel there.
 */
function restoreWhenTall(position: { left: number; top: number }) {
  const go = () => window.scrollTo({ ...position, behavior: 'instant' })
  const tall = () => document.documentElement.scrollHeight - window.innerHeight >= position.top - 1
  // As far as the page allows now: this also stops the router's smooth scroll to the top.
  go()
  if (tall()) return () => {}
  const started = performance.now()
  let frame = 0
  const userScrolls = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const
  const cancel = () => {
    cancelAnimationFrame(frame)
    for (const type of userScrolls) window.removeEventListener(type, cancel, true)
  }
  const step = () => {
    if (!tall() && performance.now() - started < RESTORE_WAIT_MS) {
      frame = requestAnimationFrame(step)
      return
    }
    cancel()
    go()
  }
  for (const type of userScrolls)
    window.addEventListener(type, cancel, { capture: true, passive: true })
  frame = requestAnimationFrame(step)
  return cancel
}
