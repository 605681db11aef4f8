import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { Video } from '@/api/videos'
import { formatSceneTime } from '@/lib/dates'
import { Icon } from '@/ui/Icon'
import { PageSpinner } from '@/ui/Spinner'
import { DetailHeader } from './DetailHeader'
import { videoName } from './detail-titles'
import { useBack } from './use-back'
import { VideoStates } from './VideoStates'
import { VirtualFrameGrid } from './VirtualFrameGrid'
import './video-detail.css'
import './scene-frames.css'

const route = getRouteApi('/_app/video-detail/$id/scene/$sceneIndex/frames')

/** SceneFrames (docs/product.md §2): every frame image of one scene. */
export function SceneFramesPage() {
  const { id } = route.useParams()
  const { name } = route.useLoaderData()
  return (
    <VideoStates id={id} nameInTitle={name}>
      {(video) => <SceneFrames video={video} />}
    </VideoStates>
  )
}

function SceneFrames({ video }: { video: Video }) {
  const { t, i18n } = useLingui()
  const { sceneIndex: raw } = route.useParams()
  const navigate = route.useNavigate()
  const index = /^\d+$/.test(raw) ? Number(raw) : -1
  const scene = video.outputData?.scenes?.find((candidate) => candidate.index === index)
  const toDetail = (sceneIndex?: number) =>
    navigate({ to: '/video-detail/$id', params: { id: video.id }, search: { sceneIndex } })
  // Back returns to the detail page it came from, else opens it at this scene.
  const back = useBack(
    ({ routeId, params }) => routeId === '/_app/video-detail/$id/' && params.id === video.id,
    () => void toDetail(scene?.index),
  )

  // A scene the video does not have: show the video instead.
  useEffect(() => {
    if (!scene) void navigate({ to: '/video-detail/$id', params: { id: video.id }, replace: true })
  }, [scene, navigate, video.id])
  if (!scene) return <PageSpinner />

  const number = scene.index + 1
  const total = scene.frames.length
  const title = videoName(video) || t`Untitled video`
  return (
    <article className="page scene-frames">
      <DetailHeader onBack={back}>
        <h1>
          <Trans>Frame images</Trans>
        </h1>
      </DetailHeader>
      <p className="scene-frames-context">
        <strong>{title}</strong>
        <span>{t`Scene ${number}`}</span>
        <span>
          {formatSceneTime(scene.startTime)} – {formatSceneTime(scene.endTime)}
        </span>
        <span>
          <Plural value={total} one="# frame" other="# frames" />
        </span>
      </p>
      {total === 0 ? (
        <div className="empty-state card">
          <Icon name="image" />
          <p>
            <Trans>This scene has no frame images.</Trans>
          </p>
        </div>
      ) : (
        <section aria-label={t`All ${i18n.number(total)} frames of scene ${number}`}>
          <VirtualFrameGrid videoId={video.id} scene={scene} />
        </section>
      )}
    </article>
  )
}
