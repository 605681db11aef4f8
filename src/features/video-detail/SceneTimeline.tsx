import { Trans, useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react'
import { formatDuration } from '@/lib/dates'
import { cutAtWord } from '@/lib/text-cut'
import type { SceneSpan, TimelineLayout } from './scene-spans'

/** The tip's description: the first words, like a chapter title. */
const TIP_WORDS = 60

interface SceneTimelineProps {
  layout: TimelineLayout
  spans: readonly SceneSpan[]
  selected: number
  isMatch: (index: number) => boolean
  /** A scene chosen by pointer (`scroll`) or by the arrow keys (the page stays where it is). */
  onChoose: (index: number, how: 'pointer' | 'keyboard') => void
}

/** The scene of the segment an event landed on (a gap has none). */
const sceneUnder = (target: EventTarget) => {
  const value = target instanceof HTMLElement ? target.dataset.scene : undefined
  return value === undefined ? undefined : Number(value)
}

const time = (seconds: number | undefined) =>
  seconds === undefined ? '—' : formatDuration(Math.floor(seconds))

/**
 * The video as one bar of its scenes (docs/decisions.md "Moments", the timeline): each scene as
 * wide as it lasts but at least 24 px (WCAG 2.5.8; too many for the screen scroll sideways),
 * the selected one and the find matches marked. One control, an ARIA slider
 * whose value is the selected scene: arrow keys, Home, End, Page Up and Page Down choose, and
 * its text says the scene's times and first words. A pointer chooses a segment; hovering or
 * focusing shows a tip with the same.
 */
export function SceneTimeline({ layout, spans, selected, isMatch, onChoose }: SceneTimelineProps) {
  const { t } = useLingui()
  const noteId = useId()
  const [hovered, setHovered] = useState<number>()
  const [focused, setFocused] = useState(false)
  const position = Math.max(
    0,
    spans.findIndex((span) => span.scene.index === selected),
  )
  const current = spans[position]
  const spanText = (span: SceneSpan) => {
    const number = span.number
    const count = spans.length
    const start = time(span.start)
    const end = time(span.end)
    const words = cutAtWord(span.scene.description, TIP_WORDS)
    const place = t`Scene ${number} of ${count}, ${start} – ${end}`
    const matched = isMatch(span.scene.index) ? t`Matches the find text.` : ''
    return [words ? `${place}: ${words}` : place, matched].filter(Boolean).join(' ')
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = spans.length - 1
    const page = Math.max(1, Math.round(spans.length / 10))
    const moves: Record<string, number> = {
      ArrowRight: position + 1,
      ArrowUp: position + 1,
      ArrowLeft: position - 1,
      ArrowDown: position - 1,
      PageUp: position + page,
      PageDown: position - page,
      Home: 0,
      End: last,
    }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    const span = spans[Math.min(last, Math.max(0, next))]
    if (span && span.scene.index !== selected) onChoose(span.scene.index, 'keyboard')
  }

  // The tip follows the pointer; without one, the focused control's value.
  const tipSpan =
    hovered !== undefined
      ? spans.find((span) => span.scene.index === hovered)
      : focused
        ? current
        : undefined
  const total = layout.pieces.reduce((sum, piece) => sum + piece.grow, 0) || 1

  // Where the tip goes: under its segment as drawn (a short scene is wider than its share when
  // it needs its minimum width, and the track may be scrolled), measured after each render.
  const frame = useRef<HTMLDivElement>(null)
  const track = useRef<HTMLDivElement>(null)
  const [tipPlace, setTipPlace] = useState<{ x: number; y: number; width: number }>()
  const placeTip = () => {
    // No tip: nothing to measure (a read here would lay out the page inside the render's task).
    if (!tipSpan) {
      setTipPlace(undefined)
      return
    }
    const segment = segmentOf(track.current, tipSpan.scene.index)
    const box = frame.current?.getBoundingClientRect()
    const at = segment?.getBoundingClientRect()
    const bar = segment?.parentElement?.getBoundingClientRect()
    setTipPlace(
      box && at && bar
        ? { x: at.left + at.width / 2 - box.left, y: bar.bottom - box.top, width: box.width }
        : undefined,
    )
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again whenever it may move
  useLayoutEffect(placeTip, [tipSpan, layout])

  // The selected scene stays in the track's view when it scrolls sideways (many scenes on a
  // narrow screen), without moving the page: the strip and find choose scenes from elsewhere.
  // Measured in a ResizeObserver's callback, which comes in the next frame after the browser
  // has laid the page out and before its paint: nothing is seen to jump, and the reads cost no
  // layout of their own. Read in the layout effect itself they laid the whole page out inside
  // the render's task, the detail page's first render made longer by it (docs/architecture.md,
  // "What the signed-in start runs"). A new observer reports at once, so each choice is kept
  // in view too, as is the selected one when the track's size changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new layout moves the segments
  useLayoutEffect(() => {
    const box = track.current
    if (!box || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => keepInView(box, selected))
    observer.observe(box)
    return () => observer.disconnect()
  }, [selected, layout])

  const tipAlign = tipPlace
    ? tipPlace.x < tipPlace.width * 0.2
      ? 'start'
      : tipPlace.x > tipPlace.width * 0.8
        ? 'end'
        : undefined
    : undefined

  return (
    <div className="timeline" ref={frame}>
      <div className="timeline-track" ref={track} onScroll={placeTip}>
        <div className="timeline-scale">
          <div
            role="slider"
            tabIndex={0}
            className="timeline-bar"
            aria-label={t`Timeline`}
            aria-valuemin={1}
            aria-valuemax={spans.length}
            aria-valuenow={position + 1}
            aria-valuetext={current ? spanText(current) : undefined}
            aria-describedby={layout.toScale ? undefined : noteId}
            onKeyDown={onKeyDown}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            onPointerMove={(event) => setHovered(sceneUnder(event.target))}
            onPointerLeave={() => setHovered(undefined)}
            onClick={(event) => {
              const index = sceneUnder(event.target)
              if (index !== undefined) onChoose(index, 'pointer')
            }}
          >
            {layout.pieces.map((piece, i) =>
              piece.kind === 'gap' ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place
                <span key={`gap-${i}`} className="timeline-gap" style={{ flexGrow: piece.grow }} />
              ) : (
                <span
                  key={piece.span.scene.index}
                  className="timeline-segment"
                  data-scene={piece.span.scene.index}
                  data-selected={piece.span.scene.index === selected || undefined}
                  data-match={isMatch(piece.span.scene.index) || undefined}
                  style={{ flexGrow: piece.grow }}
                />
              ),
            )}
          </div>
          {layout.toScale && (
            <p className="timeline-ends muted" aria-hidden="true">
              <span>{time(0)}</span>
              <span>{time(total)}</span>
            </p>
          )}
        </div>
      </div>
      {tipSpan && tipPlace && (
        <span
          className="timeline-tip"
          aria-hidden="true"
          // Near an end the tip opens towards the middle, so it stays over the bar.
          data-align={tipAlign}
          style={{ insetInlineStart: `${tipPlace.x}px`, insetBlockStart: `${tipPlace.y}px` }}
        >
          {spanText(tipSpan)}
        </span>
      )}
      {!layout.toScale && (
        <p id={noteId} className="timeline-note muted">
          <Trans>
            Some scene times are missing, overlap or cannot be read, so the timeline shows every
            scene at the same width.
          </Trans>
        </p>
      )}
    </div>
  )
}

/** The segment of a scene in the timeline's track. */
const segmentOf = (track: HTMLElement | null, index: number | undefined) =>
  index === undefined
    ? null
    : track?.querySelector<HTMLElement>(`.timeline-segment[data-scene="${index}"]`)

/** Scrolls the track sideways, if it scrolls, so the scene's segment is in its view. */
function keepInView(box: HTMLElement | null, index: number) {
  const segment = segmentOf(box, index)
  if (!box || !segment || box.scrollWidth <= box.clientWidth) return
  // Inside the track's padding, which only makes room for the focus ring.
  const inset = Number.parseFloat(getComputedStyle(box).paddingInlineStart) || 0
  const view = box.getBoundingClientRect()
  const at = segment.getBoundingClientRect()
  if (at.left < view.left + inset) box.scrollLeft -= view.left + inset - at.left
  else if (at.right > view.right - inset) box.scrollLeft += at.right - (view.right - inset)
}
