import { useSyncExternalStore } from 'react'

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

/**
 * Whether the browser has a network. A control whose action needs the server asks
 * `useNeedsServer` instead (the one rule: unavailable offline unless kept, pointing to the
 * screen's offline notice; docs/decisions.md, "One voice offline").
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
}
