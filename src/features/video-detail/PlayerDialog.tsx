import { Trans } from '@lingui/react/macro'
import { MediaPlayer } from '@/ui/MediaPlayer'
import { ViewerDialog } from './ViewerDialog'

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
    <ViewerDialog open={open} title={title} onClose={onClose} className="player-dialog">
      {src ? (
        <MediaPlayer src={src} label={title} />
      ) : (
        <p className="muted">
          <Trans>This video is not available.</Trans>
        </p>
      )}
    </ViewerDialog>
  )
}
