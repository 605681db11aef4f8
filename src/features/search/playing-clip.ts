import { useSyncExternalStore } from 'react'

/**
 * Which scene result plays its clip: one at a time on the page, so starting another stops the
 * one before (its player goes, which releases its download).
 */
let playing: string | undefined
const listeners = new Set<() => void>()

export function playClip(key: string | undefined) {
  playing = key
  for (const listener of listeners) listener()
}

export const playingClip = () => playing

export function usePlayingClip(): string | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    playingClip,
    () => undefined,
  )
}
