import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, useId, useState } from 'react'
import { assetUrl } from '@/api/assets'
import type { Video } from '@/api/videos'
import { formatDate, formatDuration } from '@/lib/dates'
import { Icon } from '@/ui/Icon'
import { LazyImage } from '@/ui/LazyImage'
import { OfflineReason } from '@/ui/OfflineReason'
import { OnceOpened } from '@/ui/OnceOpened'
import { useOnline } from '@/ui/use-online'

// The player loads with its first use.
const PlayerDialog = lazy(() =>
  import('./PlayerDialog').then((module) => ({ default: module.PlayerDialog })),
)

/** Thumbnail, file facts, Watch full video, summary and tags (docs/product.md §2 video detail). */
export function VideoFacts({ video }: { video: Video }) {
  const { t } = useLingui()
  const online = useOnline()
  const offlineId = useId()
  const [watching, setWatching] = useState(false)
  const fullVideo = assetUrl(video.id, video.videoPath, 'input')
  return (
    <div className="detail-overview">
      <div className="detail-media">
        <LazyImage
          src={assetUrl(video.id, video.videoThumbnailPath)}
          alt={t`Thumbnail of ${video.filename}`}
          className="detail-thumbnail"
        />
        {fullVideo && (
          <div className="detail-watch">
            <button
              type="button"
              className="primary"
              disabled={!online}
              aria-describedby={online ? undefined : offlineId}
              onClick={() => setWatching(true)}
            >
              <Icon name="play" />
              <Trans>Watch full video</Trans>
            </button>
            <OfflineReason id={offlineId} />
          </div>
        )}
      </div>
      <div className="detail-text">
        <dl className="detail-facts">
          <div>
            <dt>
              <Trans>File name</Trans>
            </dt>
            <dd className="detail-filename">{video.filename || '—'}</dd>
          </div>
          <div>
            <dt>
              <Trans>Original file date</Trans>
            </dt>
            <dd>{formatDate(video.videoDate)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Uploaded</Trans>
            </dt>
            <dd>{formatDate(video.createdAt)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Length</Trans>
            </dt>
            <dd>{formatDuration(video.videoLength)}</dd>
          </div>
        </dl>
        <h2 className="detail-subheading">
          <Trans>Summary</Trans>
        </h2>
        {video.summary ? (
          <p className="detail-summary">{video.summary}</p>
        ) : (
          <p className="muted">
            <Trans>No summary yet.</Trans>
          </p>
        )}
        <h2 className="detail-subheading">
          <Trans>Tags</Trans>
        </h2>
        {video.tags.length > 0 ? (
          <ul className="detail-tags">
            {[...new Set(video.tags.map((tag) => tag.name))].map((name) => (
              <li key={name} className="badge">
                <Icon name="tag" size={14} />
                {name}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">
            <Trans>No tags.</Trans>
          </p>
        )}
      </div>
      <OnceOpened open={watching}>
        <PlayerDialog
          open={watching}
          title={t`Full video`}
          src={fullVideo}
          onClose={() => setWatching(false)}
        />
      </OnceOpened>
    </div>
  )
}
