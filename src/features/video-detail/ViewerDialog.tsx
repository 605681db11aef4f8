import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Dialog } from '@/ui/Dialog'

interface ViewerDialogProps {
  open: boolean
  title: string
  onClose: () => void
  className: string
  children: ReactNode
}

/** A large dialog for looking at one thing (a frame, a video): its only action is Close. */
export function ViewerDialog({ open, title, onClose, className, children }: ViewerDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      size="large"
      className={className}
      actions={
        <button type="button" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      }
    >
      {children}
    </Dialog>
  )
}
