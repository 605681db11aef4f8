import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import type { TextRange } from '@/api/local-search/text-match'
import { formatDuration } from '@/lib/dates'
import { cutAtWord } from '@/lib/text-cut'
import { Icon } from '@/ui/Icon'
import { MarkedText } from '@/ui/MarkedText'
import type { SceneSpan } from './scene-spans'

/** How much of each description the list shows. */
const LIST_WORDS = 80
/** A scene that starts this close to the end of the file cannot be played either. */
const END_MARGIN_S = 0.05

interface SceneJumpListProps {
  spans: readonly SceneSpan[]
  /** The scene playing now. */
  current: number | undefined
  /** The file's length once known: a scene starting past it cannot be played. */
  duration: number | undefined
  onJump: (span: SceneSpan) => void
  /** Scenes that match Find in this video: badged, their words marked. */
  isMatch: (index: number) => boolean
  marksIn: (text: string) => readonly TextRange[]
}

/**
 * The full video's scenes to jump to. The one playing is marked (`aria-current`) and kept in
 * view as playback moves on. A scene whose times do not read, or which starts past the end of
 * the file, is listed but cannot be chosen, and says why.
 */
export function SceneJumpList({
  spans,
  current,
  duration,
  onJump,
  isMatch,
  marksIn,
}: SceneJumpListProps) {
  const { t } = useLingui()
  const list = useRef<HTMLOListElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the playing scene changes
  useEffect(() => {
    const item = list.current?.querySelector<HTMLElement>('[aria-current="true"]')
    const box = list.current
    if (!item || !box) return
    // Scroll the list only, never the page or the dialog around it.
    const top = item.offsetTop - box.offsetTop
    if (top < box.scrollTop || top + item.offsetHeight > box.scrollTop + box.clientHeight)
      box.scrollTo({ top: top - box.clientHeight / 3 })
  }, [current])

  return (
    <ol ref={list} className="jump-list" aria-label={t`Scenes`}>
      {spans.map((span) => {
        const number = span.number
        const past = span.timed && duration !== undefined && span.start! >= duration - END_MARGIN_S
        const playing = span.scene.index === current
        return (
          <li key={span.scene.index}>
            <button
              type="button"
              className="jump-scene"
              aria-current={playing || undefined}
              disabled={!span.timed || past}
              onClick={() => onJump(span)}
            >
              <span className="jump-scene-head">
                <strong>{t`Scene ${number}`}</strong>
                <span className="jump-scene-time">
                  {span.timed ? formatDuration(Math.floor(span.start!)) : '—'}
                </span>
                {playing && (
                  <span className="badge">
                    <Trans>Now</Trans>
                  </span>
                )}
                {isMatch(span.scene.index) && (
                  <span className="badge">
                    <Icon name="search" size={12} />
                    {t`Match`}
                  </span>
                )}
              </span>
              <span className="jump-scene-text">
                {!span.timed ? (
                  <Trans>Its times cannot be read.</Trans>
                ) : past ? (
                  <Trans>It starts after the end of this file.</Trans>
                ) : (
                  <ListText
                    text={cutAtWord(span.scene.description, LIST_WORDS)}
                    marksIn={marksIn}
                  />
                )}
              </span>
            </button>
          </li>
        )
      })}
    </ol>
  )
}

/** A description as the list shows it, the words found marked. */
function ListText({ text, marksIn }: { text: string; marksIn: SceneJumpListProps['marksIn'] }) {
  return <MarkedText text={text} ranges={marksIn(text)} />
}
