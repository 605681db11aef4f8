import { useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, memo, type RefObject, useEffect, useRef, useState } from 'react'
import { assetUrl } from '@/api/assets'
import type { Scene } from '@/api/videos'
import { formatSceneTime } from '@/lib/dates'
import { Icon } from '@/ui/Icon'
import { LazyImage } from '@/ui/LazyImage'
import { tabKeyTarget } from '@/ui/tab-keys'

interface SceneStripProps {
  videoId: string
  scenes: readonly Scene[]
  selected: number
  onSelect: (index: number) => void
  /** Scenes that match Find in this video: marked with a badge. */
  isMatch: (index: number) => boolean
  /** id of the selected scene's panel */
  panelId: string
  tabId: (index: number) => string
}

/**
 * The scene strip as tabs with manual activation (WAI-ARIA): one tab stop (the selected
 * scene); arrow keys, Home and End move the focus through the strip; Enter, Space or a click
 * selects. Focus moving alone does not select, so arrowing through does not scroll the page.
 */
export function SceneStrip({
  videoId,
  scenes,
  selected,
  onSelect,
  isMatch,
  panelId,
  tabId,
}: SceneStripProps) {
  const { t } = useLingui()
  const list = useRef<HTMLDivElement>(null)
  const more = useScrollEnds(list)

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])]
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement)
    if (current < 0 || tabs.length === 0) return
    const next = tabKeyTarget(event.key, current, tabs.length, { upDown: true })
    if (next === undefined) return
    event.preventDefault()
    tabs[next]?.focus()
  }

  // Arrow buttons for a mouse (the keyboard has the arrow keys): hidden from assistive
  // technology and out of the tab order, shown on desktop only where there is more to see.
  const scrollBy = (direction: -1 | 1) => {
    const element = list.current
    if (element) element.scrollBy({ left: direction * element.clientWidth * 0.8 })
  }
  return (
    <div
      className="scene-strip-frame"
      data-more-before={more.before || undefined}
      data-more-after={more.after || undefined}
    >
      {(['before', 'after'] as const).map((side) => (
        <button
          key={side}
          type="button"
          className={`scene-strip-arrow ${side}`}
          aria-hidden="true"
          tabIndex={-1}
          hidden={!more[side]}
          onClick={() => scrollBy(side === 'before' ? -1 : 1)}
        >
          <Icon name={side === 'before' ? 'chevron-left' : 'chevron-right'} />
        </button>
      ))}
      <div
        ref={list}
        role="tablist"
        aria-label={t`Scenes`}
        className="scene-strip"
        onKeyDown={onKeyDown}
      >
        {scenes.map((scene) => {
          const isSelected = scene.index === selected
          return (
            <SceneTab
              key={scene.index}
              videoId={videoId}
              scene={scene}
              id={tabId(scene.index)}
              isSelected={isSelected}
              isMatch={isMatch(scene.index)}
              panelId={isSelected ? panelId : undefined}
              onSelect={onSelect}
            />
          )
        })}
      </div>
    </div>
  )
}

/**
 * One scene's tab. Memoised: a choice renders again the two tabs whose selection changed, not
 * every thumbnail in the strip (`onSelect` is expected to keep its identity).
 */
const SceneTab = memo(function SceneTab({
  videoId,
  scene,
  id,
  isSelected,
  isMatch,
  panelId,
  onSelect,
}: {
  videoId: string
  scene: Scene
  id: string
  isSelected: boolean
  isMatch: boolean
  panelId: string | undefined
  onSelect: (index: number) => void
}) {
  const { t } = useLingui()
  const number = scene.index + 1
  const start = formatSceneTime(scene.startTime)
  const end = formatSceneTime(scene.endTime)
  return (
    <button
      id={id}
      type="button"
      role="tab"
      className="scene-tab"
      aria-selected={isSelected}
      aria-controls={panelId}
      tabIndex={isSelected ? 0 : -1}
      onClick={() => onSelect(scene.index)}
    >
      <LazyImage src={assetUrl(videoId, scene.thumbnail)} alt="" className="scene-tab-thumb" />
      <span className="scene-tab-number">{t`Scene ${number}`}</span>
      <span className="scene-tab-time">
        {start} – {end}
      </span>
      {isMatch && (
        <span className="badge scene-tab-match">
          <Icon name="search" size={12} />
          {t`Match`}
        </span>
      )}
    </button>
  )
})

/** Whether a horizontal scroller has more to show before and after what is in view. */
function useScrollEnds(ref: RefObject<HTMLElement | null>) {
  const [ends, setEnds] = useState({ before: false, after: false })
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const update = () => {
      // A few pixels of slack: snapping and subpixel widths never land exactly on the ends.
      const before = element.scrollLeft > 4
      const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 4
      setEnds((prev) => (prev.before === before && prev.after === after ? prev : { before, after }))
    }
    // No read here: the observer's first call comes after the browser's own layout, where a
    // read now would lay out the page inside the render's task.
    element.addEventListener('scroll', update, { passive: true })
    const observer = new ResizeObserver(update)
    observer.observe(element)
    return () => {
      element.removeEventListener('scroll', update)
      observer.disconnect()
    }
  }, [ref])
  return ends
}
