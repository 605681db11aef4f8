import { useSelector } from '@tanstack/react-store'
import { createAtom } from '@tanstack/store'

/** Where the choice is kept: per device, like the sidebar's (docs/product.md, VideoDetail). */
const KEY = 'describedVideo'

function readKept(): boolean {
  try {
    return localStorage.getItem(KEY) === 'on'
  } catch {
    return false
  }
}

/** Whether described video is on: off until chosen, then as last chosen on this device. */
const described = createAtom(readKept())

/** Turns described video on or off, for every player on this device from now on. */
export function setDescribed(on: boolean): void {
  try {
    if (on) localStorage.setItem(KEY, 'on')
    else localStorage.removeItem(KEY)
  } catch {
    // Not kept: the choice still holds until the page goes.
  }
  described.set(on)
}

export const useDescribed = (): boolean => useSelector(described)
