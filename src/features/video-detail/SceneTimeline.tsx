import { Trans, useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, useId, useState } from 'react'
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
 * wide as it lasts, the selected one and the find matches marked. One control, an ARIA slider
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
  let before = 0
  let tipAt = 0
  for (const piece of layout.pieces) {
    if (piece.kind === 'scene' && piece.span === tipSpan) tipAt = (before + piece.grow / 2) / total
    before += piece.grow
  }

  return (
    <div className="timeline">
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
        {tipSpan && (
          <span
            className="timeline-tip"
            aria-hidden="true"
            // Near an end the tip opens towards the middle, so it stays over the bar.
            data-align={tipAt < 0.2 ? 'start' : tipAt > 0.8 ? 'end' : undefined}
            style={{ insetInlineStart: `${(tipAt * 100).toFixed(2)}%` }}
          >
            {spanText(tipSpan)}
          </span>
        )}
      </div>
      {layout.toScale ? (
        <p className="timeline-ends muted" aria-hidden="true">
          <span>{time(0)}</span>
          <span>{time(total)}</span>
        </p>
      ) : (
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
