import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react'
import type { Video } from '@/api/videos'
import { FIND_ADDRESS_DELAY_MS, SCENE_SCROLL_DELAY_MS } from '@/config/limits'
import { afterNextPaint } from '@/ui/after-paint'
import { Icon } from '@/ui/Icon'
import { scrollIntoViewLater } from '@/ui/scroll-later'
import { useShortcuts } from '@/ui/shortcuts/registry'
import { ExportScenes } from './ExportScenes'
import { SceneFind } from './SceneFind'
import { ScenePanel } from './ScenePanel'
import { SceneStrip } from './SceneStrip'
import { SceneTimeline } from './SceneTimeline'
import { sceneSpans, timelineLayout } from './scene-spans'
import { useFindSelection, useSceneFind } from './use-scene-find'
import { useSteadyCallback } from './use-steady-callback'
import './moments.css'

const route = getRouteApi('/_app/video-detail/$id/')

// Each part renders again only when its own props change (a choice re-renders the strip and the
// timeline, a key in the find box the box, and the rest only when the matches change).
const Find = memo(SceneFind)
const Timeline = memo(SceneTimeline)
const Strip = memo(SceneStrip)
const Panel = memo(ScenePanel)
const Export = memo(ExportScenes)

/**
 * The scenes: find, timeline, strip and the selected scene. The selection lives in the URL
 * (`?sceneIndex=`), so a scene is a deep link; choosing one replaces the history entry (Back
 * still leaves the page). A click scrolls to the scene after 200 ms unless the user presses,
 * types or scrolls first; a choice made from the keyboard in the timeline or the find box (and
 * the first match as the find text is typed) leaves the page where it is, so the control in
 * use stays in view. Without a valid sceneIndex the first scene shows.
 *
 * A choice answers in the frame it is made in (docs/architecture.md, "Answering a tap"): the
 * strip and the timeline mark the chosen scene at once (local state); the panel and the find
 * count follow in the background (a deferred value), and the address after that frame's paint.
 * Writing the address inside the tap rendered every part that reads it there, 150 ms and more
 * on a slowed phone; now it finds them showing the scene already.
 */
export function ScenesSection({ video }: { video: Video }) {
  const { t } = useLingui()
  const sceneIndex = route.useSearch({ select: (search) => search.sceneIndex })
  const navigate = route.useNavigate()
  const panel = useRef<HTMLElement>(null)
  const findBox = useRef<HTMLInputElement>(null)
  const cancelScroll = useRef<() => void>(undefined)
  const cancelAddress = useRef<() => void>(undefined)
  const baseId = useId()
  const scenes = useMemo(() => video.outputData?.scenes ?? [], [video])
  const spans = useMemo(() => sceneSpans(scenes), [scenes])
  const layout = useMemo(() => timelineLayout(spans, video.videoLength), [spans, video])
  const find = useSceneFind(scenes)
  const selected = scenes.find((scene) => scene.index === sceneIndex) ?? scenes[0]
  // The scene chosen while the address still names `over`: marked until the address changes.
  const [choice, setChoice] = useState<{ index: number; over: number | undefined }>()
  const marked = choice && choice.over === selected?.index ? choice.index : selected?.index
  // Once the address has changed (to the choice, or elsewhere: Back, the player), it rules: a
  // choice not yet written is dropped with its write.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on each change of the address's scene
  useEffect(() => {
    setChoice(undefined)
    cancelAddress.current?.()
  }, [selected?.index])
  // The panel and the find count follow the mark in the background: React renders them between
  // frames, after the mark has been painted.
  const shownIndex = useDeferredValue(marked)
  const shown = scenes.find((scene) => scene.index === shownIndex) ?? selected
  const tabId = useCallback((index: number) => `${baseId}-tab-${index}`, [baseId])
  const panelId = `${baseId}-panel`

  const scrollToScene = () => {
    cancelScroll.current?.()
    cancelScroll.current = scrollIntoViewLater(() => panel.current, SCENE_SCROLL_DELAY_MS)
  }

  // A deep link to a scene opens at that scene.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival
  useEffect(() => {
    if (sceneIndex !== undefined && selected?.index === sceneIndex) scrollToScene()
    return () => {
      cancelScroll.current?.()
      cancelAddress.current?.()
    }
  }, [])

  // An index the video does not have is dropped from the URL (the rest of it stays).
  const unknown = sceneIndex !== undefined && selected?.index !== sceneIndex
  useEffect(() => {
    if (unknown)
      void navigate({
        search: (prev) => ({ ...prev, sceneIndex: undefined }),
        replace: true,
        resetScroll: false,
      })
  }, [unknown, navigate])

  const select = useSteadyCallback((index: number, scroll = true) => {
    setChoice({ index, over: selected?.index })
    cancelAddress.current?.()
    const write = () => {
      cancelAddress.current = undefined
      void navigate({
        search: (prev) => ({ ...prev, sceneIndex: index }),
        replace: true,
        resetScroll: false,
      })
    }
    // A choice from the keyboard (the timeline's arrows, Find's typing and steps) comes in runs:
    // the address follows once the keys pause, as Find's text does; a click after its paint.
    if (scroll) cancelAddress.current = afterNextPaint(write)
    else {
      const timer = setTimeout(write, FIND_ADDRESS_DELAY_MS)
      cancelAddress.current = () => clearTimeout(timer)
    }
    if (scroll) scrollToScene()
    // Chosen from a control that stays in use: the strip (which scrolls sideways) shows it.
    else
      document.getElementById(tabId(index))?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  })
  const choose = useSteadyCallback((index: number, how: 'pointer' | 'keyboard') =>
    select(index, how === 'pointer'),
  )

  // , and . step through the scenes in the strip's order, stopping at either end; / finds.
  // From the scene marked, so a second key before the address has followed goes on from it.
  const position = scenes.findIndex((scene) => scene.index === marked)
  const step = (by: -1 | 1) => {
    const next = scenes[position + by]
    if (next) select(next.index)
  }
  useShortcuts([
    ...(scenes.length > 1
      ? [
          { keys: [','], label: t`Previous scene`, run: () => step(-1) },
          { keys: ['.'], label: t`Next scene`, run: () => step(1) },
        ]
      : []),
    ...(scenes.length > 0
      ? [{ keys: ['/'], label: t`Find in this video`, run: () => findBox.current?.focus() }]
      : []),
  ])

  const selectQuietly = useCallback((index: number) => select(index, false), [select])
  const stepFind = useSteadyCallback(useFindSelection(find, marked, selectQuietly))

  return (
    <section className="detail-scenes" aria-labelledby={`${baseId}-heading`}>
      <div className="detail-scenes-head">
        <h2 id={`${baseId}-heading`}>
          <Trans>Scenes</Trans>
        </h2>
        {selected && <Export video={video} spans={spans} />}
      </div>
      {!selected ? (
        <div className="empty-state card">
          <Icon name="film" />
          <p>
            <Trans>No scenes were found in this video.</Trans>
          </p>
        </div>
      ) : (
        <>
          <Find
            find={find}
            selected={shown?.index ?? selected.index}
            onStep={stepFind}
            inputRef={findBox}
          />
          <Timeline
            layout={layout}
            spans={spans}
            selected={marked ?? selected.index}
            isMatch={find.isMatch}
            onChoose={choose}
          />
          <Strip
            videoId={video.id}
            scenes={scenes}
            selected={marked ?? selected.index}
            onSelect={select}
            isMatch={find.isMatch}
            panelId={panelId}
            tabId={tabId}
          />
          <Panel
            ref={panel}
            video={video}
            scene={shown ?? selected}
            id={panelId}
            labelledBy={tabId((shown ?? selected).index)}
            marksIn={find.marksIn}
          />
        </>
      )}
    </section>
  )
}
