import { useSelector } from '@tanstack/react-store'
import { createAtom } from '@tanstack/store'
import { useLayoutEffect, useRef } from 'react'
import type { Shortcut } from './keys'

interface Declared {
  /** Each declaring component's list, in the order declared. */
  lists: readonly { id: number; shortcuts: readonly Shortcut[] }[]
  /** The shell's shortcuts first, then the pages'. */
  active: readonly Shortcut[]
  nextId: number
}

/**
 * What the shell and the pages on screen offer: the shell's first, then the pages', each in the
 * order declared, so a page's shortcut wins over the shell's for the same keys (the later wins).
 * ShortcutsHost reads it on every key press and lists it in the sheet; components declare with
 * `useShortcuts`.
 */
const registry = createAtom<Declared>({ lists: [], active: [], nextId: 1 })

function publish(lists: Declared['lists'], nextId: number): Declared {
  const all = lists.flatMap((entry) => entry.shortcuts)
  const active = [
    ...all.filter((shortcut) => shortcut.scope === 'app'),
    ...all.filter((shortcut) => shortcut.scope !== 'app'),
  ]
  return { lists, active, nextId }
}

/** Declares shortcuts until the returned function is called. */
export function declareShortcuts(shortcuts: readonly Shortcut[]): () => void {
  const id = registry.get().nextId
  registry.set(({ lists }) => publish([...lists, { id, shortcuts }], id + 1))
  return () =>
    registry.set(({ lists, nextId }) =>
      publish(
        lists.filter((entry) => entry.id !== id),
        nextId,
      ),
    )
}

export const activeShortcuts = (): readonly Shortcut[] => registry.get().active

export function useActiveShortcuts(): readonly Shortcut[] {
  return useSelector(registry, (state) => state.active)
}

/**
 * Declares what a component offers while it is mounted. Labels and keys are read when they
 * change (a language switch); `run` always calls the latest render's function, so it may close
 * over current state without re-declaring.
 * Both happen at the commit that draws the component (layout effects): a key pressed as soon as
 * the page shows works. Passive effects may run after the browser has handled that key press
 * (input comes first): the key would then do nothing, or run the previous render's function.
 */
export function useShortcuts(shortcuts: readonly Shortcut[]): void {
  const latest = useRef(shortcuts)
  useLayoutEffect(() => {
    latest.current = shortcuts
  })
  const signature = shortcuts
    .map((s) => `${s.scope ?? 'page'}:${s.keys.join(' ')}:${s.label}`)
    .join('\n')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for the list
  useLayoutEffect(
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
