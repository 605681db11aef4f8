import { useSyncExternalStore } from 'react'

/** Where the choice is kept: per device, like the sidebar's (docs/product.md, described video). */
const KEY = 'describedVideo'

const listeners = new Set<() => void>()

function read(): boolean {
  try {
    return localStorage.getItem(KEY) === 'on'
  } catch {
    return false
  }
}

/** Turns described video on or off, for every player on this device from now on. */
export function setDescribed(on: boolean): void {
  try {
    if (on) localStorage.setItem(KEY, 'on')
    else localStorage.removeItem(KEY)
  } catch {
    // not kept: the choice still holds until the page goes
  }
  fallback = on
  for (const listener of listeners) listener()
}

/** The choice when storage cannot keep it. */
let fallback: boolean | undefined

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Whether described video is on (off until chosen). */
export function useDescribed(): boolean {
  return useSyncExternalStore(subscribe, () => fallback ?? read())
}
