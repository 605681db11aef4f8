import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi, Link } from '@tanstack/react-router'
import { memo, startTransition, useEffect, useState } from 'react'
import { keptFilesOf } from '@/api/kept-on-device'
import { displayStatus, type Video } from '@/api/videos'
import { afterNextPaint } from '@/ui/after-paint'
import { Icon } from '@/ui/Icon'
import { DetailHeader } from './DetailHeader'
import { videoName } from './detail-titles'
import { GenerationControls } from './GenerationControls'
import { KeepForOffline } from './KeepForOffline'
import { ScenesSection } from './ScenesSection'
import { useBack } from './use-back'
import { VideoFacts } from './VideoFacts'
import { VideoStates } from './VideoStates'
import './video-detail.css'
import './scene-frames.css'

const route = getRouteApi('/_app/video-detail/$id/')

// The page's parts render again only when their video changes: a reload that brings the same
// video (the one after a start from the saved copy, a poll while a trailer is made) keeps the
// query's object (structural sharing), so it re-renders the header alone, not the whole page.
const Facts = memo(VideoFacts)
const Generation = memo(GenerationControls)
const Scenes = memo(ScenesSection)

/** VideoDetail (docs/product.md §2): header, facts, trailer and report, scenes and frames. */
export function VideoDetailPage() {
  const { id } = route.useParams()
  const { name } = route.useLoaderData()
  return (
    <VideoStates id={id} nameInTitle={name}>
      {(video) => <VideoDetail video={video} />}
    </VideoStates>
  )
}

function VideoDetail({ video }: { video: Video }) {
  const { t } = useLingui()
  const navigate = route.useNavigate()
  // docs/product.md §2: back in history after the list or SimilarVideo, else to the list.
  const back = useBack(
    ({ routeId }) => routeId === '/_app/video/' || routeId === '/_app/video/similar/{-$videoId}',
    () => void navigate({ to: '/video' }),
  )
  // The scenes render once the rest of the page has been painted, in the background, where
  // React hands the browser the main thread every few milliseconds (docs/decisions.md,
  // "Signed-in first screens"; docs/architecture.md, "Answering a tap"); they come last on the
  // page, so nothing above them moves when they arrive.
  const [withScenes, setWithScenes] = useState(false)
  useEffect(() => afterNextPaint(() => startTransition(() => setWithScenes(true))), [])
  const status = displayStatus(video.status)
  const title = videoName(video) || t`Untitled video`
  return (
    <article className="page video-detail">
      <DetailHeader onBack={back}>
        <h1>{title}</h1>
        <Link to="/advanced-search/{-$videoId}" params={{ videoId: video.id }} className="button">
          <Icon name="search" />
          <Trans>Search</Trans>
        </Link>
      </DetailHeader>
      {status !== 'completed' && (
        <p className={`badge ${status === 'failed' ? 'danger' : 'warning'} detail-status`}>
          {status === 'failed' ? (
            <Trans>The analysis of this video failed.</Trans>
          ) : (
            <Trans>This video is still being analysed.</Trans>
          )}
        </p>
      )}
      <Facts video={video} />
      {keptFilesOf(video).length > 0 && <KeepForOffline video={video} title={title} />}
      {status === 'completed' && <Generation video={video} />}
      {withScenes && <Scenes video={video} />}
    </article>
  )
}
