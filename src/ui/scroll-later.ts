/** What the user does that a scroll the page started on its own gives way to. */
const USER_INPUT = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const

/**
 * Scrolls `target()` to the top of the view after `delayMs`, smoothly unless the user asks for
 * less motion. The page is the user's: a press, a key or the wheel before the scroll has ended
 * cancels it, and stops it where it is if it has begun, so a control the user reaches for does
 * not move away under the pointer between the press and the release (the click then lands on
 * whatever came under it). Returns the cancel, for a new choice or an unmount.
 */
export function scrollIntoViewLater(target: () => Element | null, delayMs: number): () => void {
  let scrolling = false
  const yieldToUser = () => {
    // A scroll to where the page is now ends a smooth scroll under way (CSSOM View).
    if (scrolling)
      window.scrollTo({ left: window.scrollX, top: window.scrollY, behavior: 'instant' })
    end()
  }
  const end = () => {
    scrolling = false
    clearTimeout(timer)
    for (const type of USER_INPUT) window.removeEventListener(type, yieldToUser, true)
    window.removeEventListener('scrollend', end, true)
  }
  const timer = setTimeout(() => {
    const element = target()
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    if (!element || reduce) {
      element?.scrollIntoView({ block: 'start' })
      end()
      return
    }
    scrolling = true
    window.addEventListener('scrollend', end, true)
    element.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }, delayMs)
  for (const type of USER_INPUT)
    window.addEventListener(type, yieldToUser, { capture: true, passive: true })
  return end
}
