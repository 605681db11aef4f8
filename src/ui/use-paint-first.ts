import { type MouseEvent, useEffect, useRef, useState } from 'react'
import { afterNextPaint } from './after-paint'

/**
 * A link whose tap answers in the frame it lands in (docs/architecture.md, "Answering a tap"):
 * a plain click (the main button, no modifier key, no other window) paints the link as
 * `opening` at once, and `go` (the navigation: the router's work and the new screen's first
 * render) runs after that paint; the mark stays until `go`'s promise settles (the new screen is
 * in). A click that opens a new tab or window is left to the browser
 * and the link's own handler. `onClick` goes on the link; `opening` marks whatever shows it.
 */
export function usePaintFirst(go: () => Promise<unknown>): {
  opening: boolean
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void
} {
  const [opening, setOpening] = useState(false)
  const cancel = useRef<() => void>(undefined)
  useEffect(() => () => cancel.current?.(), [])
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const plain =
      event.button === 0 &&
      !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) &&
      !event.currentTarget.target
    if (event.defaultPrevented || !plain) return
    // The link's own handler (TanStack Router's Link) leaves a prevented click alone.
    event.preventDefault()
    setOpening(true)
    cancel.current?.()
    cancel.current = afterNextPaint(() => {
      void go().finally(() => setOpening(false))
    })
  }
  return { opening, onClick }
}
