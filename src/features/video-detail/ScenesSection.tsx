import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { useEffect, useId, useMemo, useRef } from 'react'
import type { Video } from '@/api/videos'
import { SCENE_SCROLL_DELAY_MS } from '@/config/limits'
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
import './moments.css'

const route = getRouteApi('/_app/video-detail/$id/')

/**
 * The scenes: find, timeline, strip and the selected scene. The selection lives in the URL
 * (`?sceneIndex=`), so a scene is a deep link; choosing one replaces the history entry (Back
 * still leaves the page). A click scrolls to the scene after 200 ms unless the user presses,
 * types or scrolls first; a choice made from the keyboard in the timeline or the find box (and
 * the first match as the find text is typed) leaves the page where it is, so the control in
 * use stays in view. Without a valid sceneIndex the first scene shows.
 */
export function ScenesSection({ video }: { video: Video }) {
  const { t } = useLingui()
  const { sceneIndex } = route.useSearch()
  const navigate = route.useNavigate()
  const panel = useRef<HTMLElement>(null)
  const findBox = useRef<HTMLInputElement>(null)
  const cancelScroll = useRef<() => void>(undefined)
  const baseId = useId()
  const scenes = useMemo(() => video.outputData?.scenes ?? [], [video])
  const spans = useMemo(() => sceneSpans(scenes), [scenes])
  const layout = useMemo(() => timelineLayout(spans, video.videoLength), [spans, video])
  const find = useSceneFind(scenes)
  const selected = scenes.find((scene) => scene.index === sceneIndex) ?? scenes[0]
  const tabId = (index: number) => `${baseId}-tab-${index}`
  const panelId = `${baseId}-panel`

  const scrollToScene = () => {
    cancelScroll.current?.()
    cancelScroll.current = scrollIntoViewLater(() => panel.current, SCENE_SCROLL_DELAY_MS)
  }

  // A deep link to a scene opens at that scene.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival
  useEffect(() => {
    if (sceneIndex !== undefined && selected?.index === sceneIndex) scrollToScene()
    return () => cancelScroll.current?.()
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

  const select = (index: number, scroll = true) => {
    void navigate({
      search: (prev) => ({ ...prev, sceneIndex: index }),
      replace: true,
      resetScroll: false,
    })
    if (scroll) scrollToScene()
    // Chosen from a control that stays in use: the strip (which scrolls sideways) shows it.
    else
      document.getElementById(tabId(index))?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }

  // , and . step through the scenes in the strip's order, stopping at either end; / finds.
  const position = selected ? scenes.indexOf(selected) : -1
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

  const stepFind = useFindSelection(find, selected?.index, (index) => select(index, false))

  return (
    <section className="detail-scenes" aria-labelledby={`${baseId}-heading`}>
      <div className="detail-scenes-head">
        <h2 id={`${baseId}-heading`}>
          <Trans>Scenes</Trans>
        </h2>
        {selected && <ExportScenes video={video} spans={spans} />}
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
          <SceneFind find={find} selected={selected.index} onStep={stepFind} inputRef={findBox} />
          <SceneTimeline
            layout={layout}
            spans={spans}
            selected={selected.index}
            isMatch={find.isMatch}
            onChoose={(index, how) => select(index, how === 'pointer')}
          />
          <SceneStrip
            videoId={video.id}
            scenes={scenes}
            selected={selected.index}
            onSelect={select}
            isMatch={find.isMatch}
            panelId={panelId}
            tabId={tabId}
          />
          <ScenePanel
            ref={panel}
            video={video}
            scene={selected}
            id={panelId}
            labelledBy={tabId(selected.index)}
            marksIn={find.marksIn}
          />
        </>
      )}
    </section>
  )
}
