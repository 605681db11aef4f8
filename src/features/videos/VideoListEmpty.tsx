import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Icon, type IconName } from '@/ui/Icon'
import { ServerButton } from '@/ui/ServerButton'

/**
 * docs/product.md §2 empty states: no matching videos, or no videos yet with a prompt to upload
 * (and `KeptListEmpty`, when nothing is kept on this device).
 */
export function VideoListEmpty({
  searchValue: typed,
  onClear,
  onUpload,
}: {
  searchValue: string
  onClear: () => void
  onUpload: () => void
}) {
  if (typed) {
    // Lingui reads tags in the formatted message: a string value such as "<script>" would be
    // taken for markup and dropped. An element value is inserted as it is, shown literally.
    const searchValue = <>{typed}</>
    return (
      <EmptyList
        icon="search"
        title={<Trans>No matching videos</Trans>}
        text={<Trans>No video has a tag matching “{searchValue}”.</Trans>}
      >
        <button type="button" className="secondary" onClick={onClear}>
          <Trans>Clear search</Trans>
        </button>
      </EmptyList>
    )
  }
  return (
    <EmptyList
      icon="film"
      title={<Trans>No videos yet</Trans>}
      text={<Trans>Upload your first video to have it analysed.</Trans>}
    >
      {/* Kept: offline the upload waits on this device for the network (docs/product.md §2). */}
      <ServerButton className="primary" kept onClick={onUpload}>
        <Icon name="upload" size={18} />
        <Trans>Upload a video</Trans>
      </ServerButton>
    </EmptyList>
  )
}

/** "Only kept on this device" with nothing kept: how to keep one, and the way back. */
export function KeptListEmpty({ onShowAll }: { onShowAll: () => void }) {
  return (
    <EmptyList
      icon="download"
      title={<Trans>No video is kept on this device</Trans>}
      text={
        <Trans>
          To keep one, choose Keep for offline on a finished video’s card or detail page, or Select
          several here. A kept video plays without a network.
        </Trans>
      }
    >
      <button type="button" className="secondary" onClick={onShowAll}>
        <Trans>Show all videos</Trans>
      </button>
    </EmptyList>
  )
}

/** The frame the empty states share: an icon, a heading, a line of text and one action. */
function EmptyList({
  icon,
  title,
  text,
  children,
}: {
  icon: IconName
  title: ReactNode
  text: ReactNode
  children: ReactNode
}) {
  return (
    <div className="empty-state">
      <Icon name={icon} />
      <h2>{title}</h2>
      <p className="muted">{text}</p>
      {children}
    </div>
  )
}
