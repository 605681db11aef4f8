import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { lazy, type ReactNode, useId, useState } from 'react'
import { assetUrl } from '@/api/assets'
import { useKeptVideo } from '@/api/kept-on-device'
import type { Video } from '@/api/videos'
import { formatDate, formatDuration, parseSceneTime } from '@/lib/dates'
import { Icon } from '@/ui/Icon'
import { LazyImage } from '@/ui/LazyImage'
import { OnceOpened } from '@/ui/OnceOpened'
import { ServerButton } from '@/ui/ServerButton'
import { useShortcuts } from '@/ui/shortcuts/registry'
import { useNeedsServer } from '@/ui/use-needs-server'
import { setDescribed } from './described/described-choice'

// The player (with its chapters) loads with its first use.
const FullVideoDialog = lazy(() =>
  import('./FullVideoDialog').then((module) => ({ default: module.FullVideoDialog })),
)

const route = getRouteApi('/_app/video-detail/$id/')

/**
 * Thumbnail, file facts, Watch full video, summary and tags (docs/product.md §2 video detail).
 * Watch starts at the selected scene; an address with `t=` opens the player at that second.
 */
export function VideoFacts({ video }: { video: Video }) {
  const { t } = useLingui()
  // Offline it plays only when kept on this device (docs/product.md §4 Offline).
  const keptVideo = useKeptVideo(video.id)
  const kept = Boolean(keptVideo?.complete && keptVideo.kinds.includes('full'))
  const playable = !useNeedsServer({ kept }).unavailable
  const startId = useId()
  // Only what it shows: a find text written to the address does not render the facts again.
  const sceneIndex = route.useSearch({ select: (search) => search.sceneIndex })
  const moment = route.useSearch({ select: (search) => search.t })
  const navigate = route.useNavigate()
  const fullVideo = assetUrl(video.id, video.videoPath, 'input')
  // Each opening is a new player (its own start); closing keeps the dialog so focus returns.
  const [watching, setWatching] = useState(() => ({
    open: moment !== undefined && playable && Boolean(fullVideo),
    start: moment ?? 0,
    autoPlay: false,
    opening: 0,
  }))
  const scenes = video.outputData?.scenes ?? []
  const selected = scenes.find((scene) => scene.index === sceneIndex) ?? scenes[0]
  const from = parseSceneTime(selected?.startTime) ?? 0
  const fromTime = formatDuration(Math.floor(from))
  const fromNumber = (selected?.index ?? 0) + 1
  // The page shows the scene that was playing; the moment leaves the address.
  const stopWatching = (scene: number | undefined) => {
    setWatching((previous) => ({ ...previous, open: false }))
    void navigate({
      search: (prev) => ({ ...prev, t: undefined, sceneIndex: scene ?? prev.sceneIndex }),
      replace: true,
      resetScroll: false,
    })
  }
  const watch = () =>
    setWatching((previous) => ({
      open: true,
      start: from,
      autoPlay: true,
      opening: previous.opening + 1,
    }))
  // D watches with the scenes described (in the player, D turns that on and off).
  useShortcuts(
    fullVideo && playable
      ? [
          {
            keys: ['d'],
            label: t`Watch full video with described video`,
            run: () => {
              setDescribed(true)
              watch()
            },
          },
        ]
      : [],
  )
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
            <ServerButton
              kept={kept}
              className="primary"
              aria-describedby={from > 0 ? startId : undefined}
              onClick={watch}
            >
              <Icon name="play" />
              <Trans>Watch full video</Trans>
            </ServerButton>
            {playable && from > 0 && (
              <p id={startId} className="detail-watch-from muted">
                <Trans>
                  From scene {fromNumber}, at {fromTime}
                </Trans>
              </p>
            )}
          </div>
        )}
      </div>
      <div className="detail-text">
        <dl className="detail-facts">
          <Fact term={t`File name`} className="detail-filename">
            {video.filename || '—'}
          </Fact>
          <Fact term={t`Original file date`}>{formatDate(video.videoDate)}</Fact>
          <Fact term={t({ message: 'Uploaded', context: 'the date a video was uploaded' })}>
            {formatDate(video.createdAt)}
          </Fact>
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
      <OnceOpened open={watching.open}>
        <FullVideoDialog
          key={watching.opening}
          open={watching.open}
          video={video}
          start={watching.start}
          autoPlay={watching.autoPlay}
          onClose={stopWatching}
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
