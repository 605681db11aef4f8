import { useCallback, useRef, useState } from 'react'
import type { KeepPlan } from '@/api/video-keeping'
import type { Video } from '@/api/videos'
import { useLibraryKeeping } from './use-library-keeping'

/** A selected video: its sizes being read, read, or unreadable (it is then not kept). */
export type Chosen =
  | { step: 'measuring'; title: string }
  | { step: 'ready'; title: string; plan: KeepPlan }
  | { step: 'failed'; title: string }

/**
 * The library's Select mode (docs/product.md §2 VideoList, "Select"): which videos are chosen
 * (across pages), each one's size read as it is chosen (its HEAD requests, as a card's Keep
 * for offline does), and Keep, which hands them to the keep flow's queue in the order chosen.
 */
export function useVideoSelection() {
  const [selecting, setSelecting] = useState(false)
  const [chosen, setChosen] = useState<ReadonlyMap<string, Chosen>>(new Map())
  const { measure, keepAll } = useLibraryKeeping()
  // The cards are memoised: `toggle` stays one function for the page's life.
  const measuring = useRef(measure)
  measuring.current = measure

  const toggle = useCallback((video: Video, on: boolean) => {
    const title = video.title || video.filename
    const set = (value?: Chosen) =>
      setChosen((previous) => {
        const next = new Map(previous)
        if (value) next.set(video.id, value)
        else next.delete(video.id)
        return next
      })
    if (!on) return set()
    set({ step: 'measuring', title })
    // A choice undone while its size was read stays undone.
    const still = (step: Chosen) =>
      setChosen((previous) =>
        previous.has(video.id) ? new Map(previous).set(video.id, step) : previous,
      )
    measuring.current(video).then(
      (plan) => still({ step: 'ready', title, plan }),
      () => still({ step: 'failed', title }),
    )
  }, [])

  const leave = useCallback(() => {
    setSelecting(false)
    setChosen(new Map())
  }, [])

  const keep = () => {
    const plans = [...chosen.values()].flatMap((choice) =>
      choice.step === 'ready' ? [choice.plan] : [],
    )
    leave()
    void keepAll(plans)
  }

  return { selecting, start: () => setSelecting(true), leave, chosen, toggle, keep }
}
