import { useCallback, useLayoutEffect, useRef } from 'react'

/**
 * A callback whose identity never changes and which always runs the latest `run`: a memoised
 * child given it (the scene strip, the timeline) does not render again because its parent did.
 * Not for use during render (it sees the last committed `run`).
 */
export function useSteadyCallback<Args extends unknown[], Result>(
  run: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(run)
  useLayoutEffect(() => {
    latest.current = run
  })
  return useCallback((...args: Args) => latest.current(...args), [])
}
