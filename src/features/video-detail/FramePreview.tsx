import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { Scene, Video } from '@/api/videos'
import { FRAME_PREVIEW_COUNT } from '@/config/limits'
import { Icon } from '@/ui/Icon'
import { FrameTile, FrameViewer } from './FrameViewer'
import { sampleFrames } from './frames'

/**
 * Up to six frames shown whole; more than six → an evenly spaced sample of six and a link to
 * SceneFrames, which lists every frame (docs/product.md §2, §9). A frame opens larger in the
 * viewer, which steps through all of the scene's frames.
 */
export function FramePreview({ video, scene }: { video: Video; scene: Scene }) {
  const { t, i18n } = useLingui()
  const frames = scene.frames
  const total = frames.length
  const shown = sampleFrames(frames)
  const sceneNumber = scene.index + 1
  const count = i18n.number(total)
  const [viewing, setViewing] = useState<number | null>(null)
  return (
    <section className="frame-preview" aria-labelledby={`frames-heading-${scene.index}`}>
      <div className="frame-preview-head">
        <h4 id={`frames-heading-${scene.index}`}>
          <Trans>Frame images</Trans>
        </h4>
        {total > 0 && (
          <span className="muted">
            {total > FRAME_PREVIEW_COUNT ? (
              t`${FRAME_PREVIEW_COUNT} of ${count} frames`
            ) : (
              <Plural value={total} one="# frame" other="# frames" />
            )}
          </span>
        )}
      </div>
      {total === 0 ? (
        <p className="muted">
          <Trans>This scene has no frame images.</Trans>
        </p>
      ) : (
        <ul
          className="frame-grid frame-grid-preview"
          aria-labelledby={`frames-heading-${scene.index}`}
        >
          {shown.map((frame) => {
            const position = frames.indexOf(frame) + 1
            return (
              <li key={position}>
                <FrameTile
                  videoId={video.id}
                  path={frame.path}
                  sceneNumber={sceneNumber}
                  position={position}
                  total={total}
                  onOpen={() => setViewing(position - 1)}
                />
              </li>
            )
          })}
        </ul>
      )}
      {total > FRAME_PREVIEW_COUNT && (
        <Link
          to="/video-detail/$id/scene/$sceneIndex/frames"
          params={{ id: video.id, sceneIndex: String(scene.index) }}
          className="button frame-preview-more"
        >
          <Icon name="image" />
          <Trans>View frame images</Trans>
          <span className="muted">({count})</span>
        </Link>
      )}
      <FrameViewer
        videoId={video.id}
        scene={scene}
        index={viewing}
        onIndex={setViewing}
        onClose={() => setViewing(null)}
      />
    </section>
  )
}
