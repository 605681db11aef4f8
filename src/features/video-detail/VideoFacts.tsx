import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, type ReactNode, useId, useState } from 'react'
import { assetUrl } from '@/api/assets'
import type { Video } from '@/api/videos'
import { formatDate, formatDuration } from '@/lib/dates'
import { Icon } from '@/ui/Icon'
import { LazyImage } from '@/ui/LazyImage'
import { NetworkButton, OfflineReason } from '@/ui/OfflineReason'
import { OnceOpened } from '@/ui/OnceOpened'

// The player loads with its first use.
const PlayerDialog = lazy(() =>
  import('./PlayerDialog').then((module) => ({ default: module.PlayerDialog })),
)

/** Thumbnail, file facts, Watch full video, summary and tags (docs/product.md §2 video detail). */
export function VideoFacts({ video }: { video: Video }) {
  const { t } = useLingui()
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
            <NetworkButton
              className="primary"
              reasonId={offlineId}
              onClick={() => setWatching(true)}
            >
              <Icon name="play" />
              <Trans>Watch full video</Trans>
            </NetworkButton>
            <OfflineReason id={offlineId} />
          </div>
        )}
      </div>
      <div className="detail-text">
        <dl className="detail-facts">
          <Fact term={t`File name`} className="detail-filename">
            {video.filename || '—'}
          </Fact>
          <Fact term={t`Original file date`}>{formatDate(video.videoDate)}</Fact>
          <Fact term={t`Uploaded`}>{formatDate(video.createdAt)}</Fact>
          <Fact term={t`Length`}>{formatDuration(video.videoLength)}</Fact>
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

function Fact({
  term,
  className,
  children,
}: {
  term: string
  className?: string
  children: ReactNode
}) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={className}>{children}</dd>
    </div>
  )
}
