import { Trans } from '@lingui/react/macro'
import { Icon } from '@/ui/Icon'
import { openUpload } from './upload-launcher'

/** docs/product.md §2 empty states: no matching videos, or no videos yet with a prompt to upload. */
export function VideoListEmpty({
  searchValue: typed,
  onClear,
  online,
}: {
  searchValue: string
  onClear: () => void
  online: boolean
}) {
  if (typed) {
    // Lingui reads tags in the formatted message: a string value such as "<script>" would be
    // taken for markup and dropped. An element value is inserted as it is, shown literally.
    const searchValue = <>{typed}</>
    return (
      <div className="empty-state">
        <Icon name="search" />
        <h2>
          <Trans>No matching videos</Trans>
        </h2>
        <p className="muted">
          <Trans>No video has a tag matching “{searchValue}”.</Trans>
        </p>
        <button type="button" className="secondary" onClick={onClear}>
          <Trans>Clear search</Trans>
        </button>
      </div>
    )
  }
  return (
    <div className="empty-state">
      <Icon name="film" />
      <h2>
        <Trans>No videos yet</Trans>
      </h2>
      <p className="muted">
        <Trans>Upload your first video to have it analysed.</Trans>
      </p>
      <button type="button" className="primary" disabled={!online} onClick={openUpload}>
        <Icon name="upload" size={18} />
        <Trans>Upload a video</Trans>
      </button>
    </div>
  )
}
