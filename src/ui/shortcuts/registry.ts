import { useEffect, useRef, useSyncExternalStore } from 'react'
import type { Shortcut } from './keys'

/**
 * What the shell and the pages on screen offer: the shell's first, then the pages', each in the
 * order declared, so a page's shortcut wins over the shell's for the same keys (the later wins).
 * ShortcutsHost reads it on every key press and lists it in the sheet; components declare with
 * `useShortcuts`.
 */
let declared: { id: number; shortcuts: readonly Shortcut[] }[] = []
let snapshot: readonly Shortcut[] = []
let nextId = 1
const listeners = new Set<() => void>()

function publish() {
  const all = declared.flatMap((entry) => entry.shortcuts)
  snapshot = [
    ...all.filter((shortcut) => shortcut.scope === 'app'),
    ...all.filter((shortcut) => shortcut.scope !== 'app'),
  ]
  for (const listener of listeners) listener()
}

/** Declares shortcuts until the returned function is called. */
export function declareShortcuts(shortcuts: readonly Shortcut[]): () => void {
  const id = nextId++
  declared = [...declared, { id, shortcuts }]
  publish()
  return () => {
    declared = declared.filter((entry) => entry.id !== id)
    publish()
  }
}

export const activeShortcuts = (): readonly Shortcut[] => snapshot

export function useActiveShortcuts(): readonly Shortcut[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    activeShortcuts,
    activeShortcuts,
  )
}

/**
 * Declares what a component offers while it is mounted. Labels and keys are read when they
 * change (a language switch); `run` always calls the latest render's function, so it may close
 * over current state without re-declaring.
 */
export function useShortcuts(shortcuts: readonly Shortcut[]): void {
  const latest = useRef(shortcuts)
  useEffect(() => {
    latest.current = shortcuts
  })
  const signature = shortcuts
    .map((s) => `${s.scope ?? 'page'}:${s.keys.join(' ')}:${s.label}`)
    .join('\n')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for the list
  useEffect(
    () =>
      declareShortcuts(
        latest.current.map((shortcut, index) => ({
          ...shortcut,
          run: () => latest.current[index]?.run(),
        })),
      ),
    [signature],
  )
}
