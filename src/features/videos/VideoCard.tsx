import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { assetUrl } from '@/api/assets'
import { loadKeeper, useKeeping, useKeptVideo } from '@/api/kept-on-device'
import { displayStatus, type Video } from '@/api/videos'
import { formatDateTime, formatDuration } from '@/lib/dates'
import { Icon } from '@/ui/Icon'
import { IconButton } from '@/ui/IconButton'
import { LazyImage } from '@/ui/LazyImage'
import { Spinner } from '@/ui/Spinner'
import { useNeedsServer } from '@/ui/use-needs-server'
import { usePaintFirst } from '@/ui/use-paint-first'
import { TagList } from './TagList'
import { useLibraryKeeping } from './use-library-keeping'
import { useVideoActions } from './use-video-actions'

interface VideoCardProps {
  video: Video
  onDeleted: () => void
  /** In the library's Select mode: whether this card is selected (a checkbox shows). */
  selected?: boolean
  onSelect?: (video: Video, selected: boolean) => void
}

/**
 * docs/product.md §2: one card, shaped by the video's status (unknown statuses show as in
 * progress). A completed video gets the full card with its thumbnail; one in progress or
 * failed a compact card with no picture block (docs/decisions.md, "Compact status cards").
 */
export function VideoCard({ video, onDeleted, selected, onSelect }: VideoCardProps) {
  const { t } = useLingui()
  const titleId = useId()
  const status = displayStatus(video.status)
  const { confirmDelete, deleting, retry, retrying } = useVideoActions(video, onDeleted)
  const time = formatDateTime(video.createdAt)
  const busy = deleting || retrying
  // Retry and Delete need the server: offline they are unavailable as every such control is.
  const server = useNeedsServer()
  const keptCopy = useKeptVideo(video.id)
  const kept = keptCopy?.complete ?? false
  const keepingThis = useKeeping()?.videoId === video.id
  const { keepOne, continueOne } = useLibraryKeeping()
  const [measuring, setMeasuring] = useState(false)
  const name = video.title || video.filename
  const keep = () => {
    setMeasuring(true)
    void keepOne(video, () => setMeasuring(false))
  }

  // docs/product.md §4 Offline, "Kept videos": a finished video is kept from its card too; a
  // kept one offers Remove (on this device only, so offline too), a partly kept one Continue.
  // One button whatever the step, so focus stays on it from Keep to busy to Remove and back.
  const working = keepingThis || measuring
  const partly = keptCopy !== undefined && !kept
  const keepLabel = measuring
    ? t`Reading the size…`
    : keepingThis
      ? t`Keeping for offline…`
      : kept
        ? t`Remove from this device`
        : partly
          ? t`Continue keeping`
          : t`Keep for offline`
  const keepAction = status === 'completed' && (
    <IconButton
      icon={kept ? 'x' : 'download'}
      iconSize={18}
      label={keepLabel}
      className="ghost small"
      disabled={busy}
      aria-busy={working}
      {...(working
        ? { 'aria-disabled': true, 'aria-describedby': titleId }
        : kept
          ? { 'aria-describedby': titleId }
          : server.control(titleId))}
      onClick={
        working
          ? undefined
          : kept
            ? () => void loadKeeper().then((keeper) => keeper.removeKept(video.id))
            : server.guard(partly ? () => void continueOne(video) : keep)
      }
    />
  )
  // The tap paints the card as opening first; the detail page renders after that frame.
  const navigate = useNavigate()
  const open = usePaintFirst(() => navigate({ to: '/video-detail/$id', params: { id: video.id } }))

  const actions = (
    <div className="video-card-actions">
      {busy && <Spinner size="small" label={deleting ? t`Deleting…` : t`Retrying…`} />}
      {status === 'failed' && (
        <button
          type="button"
          className="secondary small"
          disabled={busy}
          {...server.control()}
          onClick={server.guard(retry)}
        >
          <Icon name="rotate" size={16} />
          <Trans>Retry</Trans>
        </button>
      )}
      {keepAction}
      {/* Quiet: it asks first, and it is on every card, so it does not outshout the video. */}
      <IconButton
        icon="trash"
        iconSize={18}
        label={t`Delete`}
        className="ghost small video-card-delete"
        disabled={busy}
        {...server.control(titleId)}
        onClick={server.guard(() => void confirmDelete())}
      />
    </div>
  )

  if (status !== 'completed')
    return (
      <article
        className={`video-card compact ${status}`}
        aria-labelledby={titleId}
        aria-busy={busy}
      >
        {status === 'failed' ? (
          <span className="badge danger">
            <Icon name="alert-triangle" size={14} />
            <Trans>Failed</Trans>
          </span>
        ) : (
          <span className="badge warning">
            <Icon name="clock" size={14} />
            <Trans>In progress</Trans>
          </span>
        )}
        <h2 id={titleId} className="video-card-title">
          {video.filename}
        </h2>
        <div className="video-card-foot">
          <p className="video-card-time muted">
            <Trans>Uploaded {time}</Trans>
          </p>
          {actions}
        </div>
      </article>
    )

  const length = video.videoLength ? formatDuration(video.videoLength) : undefined
  return (
    <article
      className="video-card completed"
      aria-labelledby={titleId}
      aria-busy={busy}
      data-opening={open.opening || undefined}
    >
      {onSelect && !kept && (
        <label className="video-card-select">
          <input
            type="checkbox"
            checked={selected ?? false}
            aria-label={t`Select “${name}”`}
            onChange={(event) => onSelect(video, event.target.checked)}
          />
        </label>
      )}
      <div className="video-card-cover">
        <LazyImage
          src={assetUrl(video.id, video.videoThumbnailPath)}
          alt=""
          className="video-card-media"
        />
        {length && (
          <span className="video-card-length">
            <span className="visually-hidden">{t`Length`} </span>
            {length}
          </span>
        )}
      </div>
      <div className="video-card-body">
        <h2 id={titleId} className="video-card-title">
          <Link
            to="/video-detail/$id"
            params={{ id: video.id }}
            className="video-card-link"
            onClick={open.onClick}
          >
            {name}
          </Link>
        </h2>
        <p className="video-card-time muted">
          <Trans>Created {time}</Trans>
        </p>
        {kept && (
          <p className="badge success video-card-kept">
            <Icon name="download" size={14} />
            <Trans>Kept for offline</Trans>
          </p>
        )}
        <div className="video-card-foot">
          <TagList tags={video.tags} />
          {actions}
        </div>
      </div>
    </article>
  )
}
