import { startTransition, useEffect, useMemo, useState } from 'react'
import { snapshotOnScreen } from '@/offline/page-snapshot'
import { afterNextPaint } from '@/ui/after-paint'

/** Cards drawn with the page itself: more than a phone's or a wide screen's first rows hold. */
export const FIRST_CARDS = 8
/** Cards added per step after that: each step's render, style and layout stay a short task. */
const CARDS_PER_STEP = 2
/** The whole list at once, from the moment the first list has been drawn to its end. */
const ALL = Number.POSITIVE_INFINITY

/**
 * How many cards the first step draws. Before anything is painted (a warm start: the saved
 * list is there at the app's first render) the first cards come with the page, so the first
 * paint has them. Once the page is on screen (the list arrived from the network, or a move
 * within the app) a long task blocks the reader's input, so the steps start at once.
 */
function firstStep(): number {
  const painted = performance.getEntriesByName('first-contentful-paint', 'paint').length > 0
  // A painted snapshot of the page (a warm start) has the first cards: the app draws as many.
  return painted && !snapshotOnScreen() ? CARDS_PER_STEP : FIRST_CARDS
}

/**
 * The items of the list's first show come in steps: the first few with the page (two when the
 * page is already painted), then a few more after each frame, so no task renders, styles and
 * lays out fifty cards at once (docs/decisions.md, "Signed-in first screens"). Steps only add
 * at the end, so nothing drawn moves. Once a list has been drawn to its end, every later one
 * (another page, a search) shows whole at once, with its count.
 */
export function useCardsInSteps<T>(items: readonly T[]): { shown: readonly T[]; all: boolean } {
  const [limit, setLimit] = useState(firstStep)
  const all = limit >= items.length
  useEffect(() => {
    if (limit === ALL || items.length === 0) return
    if (limit >= items.length) {
      setLimit(ALL)
      return
    }
    return afterNextPaint(() => startTransition(() => setLimit(limit + CARDS_PER_STEP)))
  }, [limit, items.length])
  const shown = useMemo(() => (all ? items : items.slice(0, limit)), [all, items, limit])
  return { shown, all }
}
