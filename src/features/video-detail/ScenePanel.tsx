import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { forwardRef, memo } from 'react'
import { assetUrl } from '@/api/assets'
import { useKeptVideo } from '@/api/kept-on-device'
import type { TextRange } from '@/api/local-search/text-match'
import { scenePlayerSource } from '@/api/scene-source'
import type { Scene, Video } from '@/api/videos'
import { formatSceneTime } from '@/lib/dates'
import { Icon } from '@/ui/Icon'
import { LazyImage } from '@/ui/LazyImage'
import { MarkedText } from '@/ui/MarkedText'
import { useNeedsServer } from '@/ui/use-needs-server'
import { FramePreview } from './FramePreview'
import { ScenePlayer } from './ScenePlayer'

// The panel renders again with each key typed in Find (the marks in its description); its
// player and frames only when their scene does.
const Frames = memo(FramePreview)
const Player = memo(ScenePlayer)

interface ScenePanelProps {
  video: Video
  scene: Scene
  id: string
  labelledBy: string
  /** Find in this video: where its words are in a text, marked in the description. */
  marksIn: (text: string) => readonly TextRange[]
}

/** The selected scene (docs/product.md §2): number, time range, description, player, searches, frames. */
export const ScenePanel = forwardRef<HTMLElement, ScenePanelProps>(function ScenePanel(
  { video, scene, id, labelledBy, marksIn },
  ref,
) {
  const { t } = useLingui()
  // Offline, unless the video is kept on this device, the box shows the scene's still, and the
  // page's offline notice says why (once, not in every box).
  const playable = !useNeedsServer({ kept: useKeptVideo(video.id)?.complete ?? false }).unavailable
  const number = scene.index + 1
  const source = scenePlayerSource(video, scene)
  return (
    <section
      ref={ref}
      id={id}
      role="tabpanel"
      aria-labelledby={labelledBy}
      className="scene-panel card"
      tabIndex={-1}
    >
      <div className="scene-panel-head">
        <h3>{t`Scene ${number}`}</h3>
        <p className="muted scene-panel-time">
          <Icon name="clock" size={16} />
          {formatSceneTime(scene.startTime)} – {formatSceneTime(scene.endTime)}
        </p>
      </div>
      <div className="scene-panel-body">
        <div className="scene-player">
          {!playable ? (
            <LazyImage src={assetUrl(video.id, scene.thumbnail)} alt="" />
          ) : source ? (
            <Player
              key={source}
              src={source}
              number={number}
              poster={assetUrl(video.id, scene.thumbnail)}
            />
          ) : (
            <p className="scene-player-offline muted">
              <Trans>No video is available for this scene.</Trans>
            </p>
          )}
        </div>
        <div className="scene-panel-text">
          {scene.description ? (
            <p className="scene-description">
              <MarkedText text={scene.description} ranges={marksIn(scene.description)} />
            </p>
          ) : (
            <p className="muted">
              <Trans>No description.</Trans>
            </p>
          )}
          <div className="form-actions">
            <Link
              to="/advanced-search/{-$videoId}"
              params={{ videoId: video.id }}
              search={{ sceneIndex: scene.index }}
              className="button"
            >
              <Icon name="search" />
              <Trans>Search Similar Scenes</Trans>
            </Link>
            <Link
              to="/advanced-search/{-$videoId}"
              params={{ videoId: video.id }}
              search={{ video: true }}
              className="button"
            >
              <Icon name="film" />
              <Trans>Search Similar Video</Trans>
            </Link>
          </div>
        </div>
      </div>
      <Frames video={video} scene={scene} />
    </section>
  )
})
