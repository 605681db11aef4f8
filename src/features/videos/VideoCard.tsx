import { useLingui } from '@lingui/react/macro'
import { type ChangeEvent, useId } from 'react'
import { assetUrl } from '@/api/assets'
import type { KeptMark } from '@/api/kept-on-device'
import { displayStatus, type Video } from '@/api/videos'
import { formatDateTime, formatDuration } from '@/lib/dates'
import { Icon } from '@/ui/Icon'
import { IconButton } from '@/ui/IconButton'
import { LazyImage } from '@/ui/LazyImage'
import { Spinner } from '@/ui/Spinner'
import { TagList } from './TagList'
import type { CardAction } from './use-card-events'
import type { CardBusy } from './use-video-actions'

export interface VideoCardProps {
  video: Video
  /** The detail page's address (the link's `href`; the grid's click handler navigates). */
  href: string
  /** Kept on this device, whole or partly. */
  kept?: KeptMark
  /** This video's keep is under way. */
  keeping: boolean
  /** This video's size is being read before it is kept. */
  measuring: boolean
  busy?: CardBusy
  /** The card's link was tapped: it shows as opening until the detail page is in. */
  opening: boolean
  /** Offline: the controls that need the server are unavailable, pointing to `noticeId`. */
  unavailable: boolean
  noticeId: string
  /** In the library's Select mode: whether this card is selected (a checkbox shows). */
  selected?: boolean
  onSelectChange?: (event: ChangeEvent<HTMLInputElement>) => void
}

/**
 * docs/product.md §2: one card, shaped by the video's status (unknown statuses show as in
 * progress). A completed video gets the full card with its thumbnail; one in progress or
 * failed a compact card with no picture block (docs/decisions.md, "Compact status cards").
 * Markup only, its words through `t` (not a `Trans` component each): its buttons name their
 * action (`data-card-action`) and the grid's one handler (`useCardEvents`) does it, so a card
 * costs the first render little (docs/architecture.md, "The library's cards").
 */
export function VideoCard({
  video,
  href,
  kept,
  keeping,
  measuring,
  busy,
  opening,
  unavailable,
  noticeId,
  selected,
  onSelectChange,
}: VideoCardProps) {
  const { t } = useLingui()
  const titleId = useId()
  const status = displayStatus(video.status)
  const time = formatDateTime(video.createdAt)
  const name = video.title || video.filename
  // Retry and Delete need the server: offline they are unavailable as every such control is.
  const server = (describedBy?: string) =>
    unavailable
      ? { 'aria-disabled': true as const, 'aria-describedby': noticeId }
      : { 'aria-describedby': describedBy }

  // docs/product.md §4 Offline, "Kept videos": a finished video is kept from its card too; a
  // kept one offers Remove (on this device only, so offline too), a partly kept one Continue.
  // One button whatever the step, so focus stays on it from Keep to busy to Remove and back.
  const working = keeping || measuring
  const whole = kept === 'whole'
  const keepLabel = measuring
    ? t`Reading the size…`
    : keeping
      ? t`Keeping for offline…`
      : whole
        ? t`Remove from this device`
        : kept === 'partly'
          ? t`Continue keeping`
          : t`Keep for offline`
  const keepAction: CardAction | undefined = working
    ? undefined
    : whole
      ? 'remove'
      : kept === 'partly'
        ? 'continue'
        : 'keep'
  const keepButton = status === 'completed' && (
    <IconButton
      icon={whole ? 'x' : 'download'}
      iconSize={18}
      label={keepLabel}
      className="ghost small"
      disabled={busy !== undefined}
      aria-busy={working}
      data-card-action={keepAction}
      {...(working
        ? { 'aria-disabled': true, 'aria-describedby': titleId }
        : whole
          ? { 'aria-describedby': titleId }
          : server(titleId))}
    />
  )

  const actions = (
    <div className="video-card-actions">
      {busy && <Spinner size="small" label={busy === 'deleting' ? t`Deleting…` : t`Retrying…`} />}
      {status === 'failed' && (
        <button
          type="button"
          className="secondary small"
          disabled={busy !== undefined}
          data-card-action="retry"
          {...server()}
        >
          <Icon name="rotate" size={16} />
          {t`Retry`}
        </button>
      )}
      {keepButton}
      {/* Quiet: it asks first, and it is on every card, so it does not outshout the video. */}
      <IconButton
        icon="trash"
        iconSize={18}
        label={t`Delete`}
        className="ghost small video-card-delete"
        disabled={busy !== undefined}
        data-card-action="delete"
        {...server(titleId)}
      />
    </div>
  )

  if (status !== 'completed')
    return (
      <article
        className={`video-card compact ${status}`}
        aria-labelledby={titleId}
        aria-busy={busy !== undefined}
        data-video-id={video.id}
      >
        {status === 'failed' ? (
          <span className="badge danger">
            <Icon name="alert-triangle" size={14} />
            {t`Failed`}
          </span>
        ) : (
          <span className="badge warning">
            <Icon name="clock" size={14} />
            {t`In progress`}
          </span>
        )}
        <h2 id={titleId} className="video-card-title">
          {video.filename}
        </h2>
        <div className="video-card-foot">
          <p className="video-card-time muted">{t`Uploaded ${time}`}</p>
          {actions}
        </div>
      </article>
    )

  const length = video.videoLength ? formatDuration(video.videoLength) : undefined
  return (
    <article
      className="video-card completed"
      aria-labelledby={titleId}
      aria-busy={busy !== undefined}
      data-video-id={video.id}
      data-opening={opening || undefined}
    >
      {onSelectChange && !whole && (
        <label className="video-card-select">
          <input
            type="checkbox"
            checked={selected ?? false}
            aria-label={t`Select “${name}”`}
            onChange={onSelectChange}
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
          {/* A plain link: the grid's handlers navigate and load the page ahead (a router
              Link per card made the first render slower). */}
          <a href={href} className="video-card-link">
            {name}
          </a>
        </h2>
        <p className="video-card-time muted">{t`Created ${time}`}</p>
        {whole && (
          <p className="badge success video-card-kept">
            <Icon name="download" size={14} />
            {t`Kept for offline`}
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
