import { Trans } from '@lingui/react/macro'
import { Dialog } from '@/ui/Dialog'
import { MediaPlayer } from '@/ui/MediaPlayer'

interface PlayerDialogProps {
  open: boolean
  title: string
  src: string | undefined
  onClose: () => void
}

/**
 * A modal player (full video, trailer). Closing unmounts the player, which pauses it and
 * releases its network (MediaPlayer); Escape closes and focus returns to the opener.
 */
export function PlayerDialog({ open, title, src, onClose }: PlayerDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      size="large"
      className="player-dialog"
      actions={
        <button type="button" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      }
    >
      {src ? (
        <MediaPlayer src={src} label={title} />
      ) : (
        <p className="muted">
          <Trans>This video is not available.</Trans>
        </p>
      )}
    </Dialog>
  )
}
