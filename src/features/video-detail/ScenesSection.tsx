import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { useEffect, useId, useRef } from 'react'
import type { Video } from '@/api/videos'
import { SCENE_SCROLL_DELAY_MS } from '@/config/limits'
import { Icon } from '@/ui/Icon'
import { useShortcuts } from '@/ui/shortcuts/registry'
import { ScenePanel } from './ScenePanel'
import { SceneStrip } from './SceneStrip'

const route = getRouteApi('/_app/video-detail/$id/')

/**
 * The scene strip and the selected scene. The selection lives in the URL (`?sceneIndex=`), so
 * a scene is a deep link; choosing one replaces the history entry (Back still leaves the page)
 * and scrolls to the scene after 200 ms. Without a valid sceneIndex the first scene shows.
 */
export function ScenesSection({ video }: { video: Video }) {
  const { sceneIndex } = route.useSearch()
  const navigate = route.useNavigate()
  const panel = useRef<HTMLElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const baseId = useId()
  const scenes = video.outputData?.scenes ?? []
  const selected = scenes.find((scene) => scene.index === sceneIndex) ?? scenes[0]
  const tabId = (index: number) => `${baseId}-tab-${index}`
  const panelId = `${baseId}-panel`

  const scrollToScene = () => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
      panel.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
    }, SCENE_SCROLL_DELAY_MS)
  }

  // A deep link to a scene opens at that scene.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival
  useEffect(() => {
    if (sceneIndex !== undefined && selected?.index === sceneIndex) scrollToScene()
    return () => clearTimeout(timer.current)
  }, [])

  // An index the video does not have is dropped from the URL.
  const unknown = sceneIndex !== undefined && selected?.index !== sceneIndex
  useEffect(() => {
    if (unknown) void navigate({ search: {}, replace: true, resetScroll: false })
  }, [unknown, navigate])

  const select = (index: number) => {
    void navigate({
      search: (prev) => ({ ...prev, sceneIndex: index }),
      replace: true,
      resetScroll: false,
    })
    scrollToScene()
  }

  // , and . step through the scenes in the strip's order, stopping at either end.
  const { t } = useLingui()
  const position = selected ? scenes.indexOf(selected) : -1
  const step = (by: -1 | 1) => {
    const next = scenes[position + by]
    if (next) select(next.index)
  }
  useShortcuts(
    scenes.length > 1
      ? [
          { keys: [','], label: t`Previous scene`, run: () => step(-1) },
          { keys: ['.'], label: t`Next scene`, run: () => step(1) },
        ]
      : [],
  )

  return (
    <section className="detail-scenes" aria-labelledby={`${baseId}-heading`}>
      <h2 id={`${baseId}-heading`}>
        <Trans>Scenes</Trans>
      </h2>
      {!selected ? (
        <div className="empty-state card">
          <Icon name="film" />
          <p>
            <Trans>No scenes were found in this video.</Trans>
          </p>
        </div>
      ) : (
        <>
          <SceneStrip
            videoId={video.id}
            scenes={scenes}
            selected={selected.index}
            onSelect={select}
            panelId={panelId}
            tabId={tabId}
          />
          <ScenePanel
            ref={panel}
            video={video}
            scene={selected}
            id={panelId}
            labelledBy={tabId(selected.index)}
          />
        </>
      )}
    </section>
  )
}
