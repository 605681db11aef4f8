import { useEffect } from 'react'

/** How long the browser may hold the work back for a busier moment. */
const IDLE_TIMEOUT_MS = 5000

/**
 * Runs `work` once, in the first idle moment after the calling screen has shown (code fetched
 * ahead of a tap: docs/architecture.md, "Answering a tap"). Nothing where the browser has no
 * `requestIdleCallback`; a new `work` asks again, so pass a stable function.
 */
export function useWhenIdle(work: () => void): void {
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return
    const idle = requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS })
    return () => cancelIdleCallback(idle)
  }, [work])
}
