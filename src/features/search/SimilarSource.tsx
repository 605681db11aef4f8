import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { assetUrl } from '@/api/assets'
import { videoDetailQuery } from '@/api/videos'
import { LazyImage } from '@/ui/LazyImage'

/**
 * What a similar search started from (docs/decisions.md "Screens", a similar search shows its source): the source video's thumbnail and title, or
 * with a scene its thumbnail and number, linking back to it. Until the video has loaded, or if
 * it cannot be, nothing shows: the search text below still says what was searched.
 */
export function SimilarSource({
  videoId,
  sceneIndex,
}: {
  videoId: string
  sceneIndex: number | undefined
}) {
  const { t } = useLingui()
  const video = useQuery(videoDetailQuery(videoId)).data
  if (!video) return null
  const scene =
    sceneIndex === undefined
      ? undefined
      : video.outputData?.scenes?.find((candidate) => candidate.index === sceneIndex)
  // An element, not a string: Lingui would read tags in a title such as "<b>" (see Trans).
  const title = <>{video.title || video.filename || t`Untitled video`}</>
  const number = (scene?.index ?? 0) + 1
  const thumbnail = scene?.thumbnail ?? video.videoThumbnailPath
  return (
    <div className="results-source">
      <LazyImage src={assetUrl(video.id, thumbnail)} alt="" className="results-source-thumb" />
      <p className="results-source-text">
        <span className="muted">
          {scene ? <Trans>Similar to this scene</Trans> : <Trans>Similar to this video</Trans>}
        </span>
        <Link
          to="/video-detail/$id"
          params={{ id: video.id }}
          search={{ sceneIndex: scene?.index }}
          className="results-source-title"
        >
          {scene ? (
            <Trans>
              Scene {number} of {title}
            </Trans>
          ) : (
            title
          )}
        </Link>
      </p>
    </div>
  )
}
