import { type ReactNode, useId, useRef } from 'react'
import { DialogOfflineNotice } from './OfflineNotice'
import { useModalDialog } from './use-modal-dialog'

interface DialogProps {
  open: boolean
  title: ReactNode
  onClose: () => void
  children: ReactNode
  /** Buttons, right-aligned under the body. */
  actions?: ReactNode
  className?: string
  /** Accessible role: alertdialog for confirmations and errors. */
  role?: 'dialog' | 'alertdialog'
  size?: 'small' | 'medium' | 'large'
  /** A click on the backdrop (outside the box) closes it like Escape. */
  closeOnOutsideClick?: boolean
  /**
   * It sends something to the server: offline it shows its own offline notice at the top, which
   * its unavailable controls point to (the page's is behind the modal).
   */
  needsServer?: boolean
}

/**
 * A modal on the native <dialog>: the browser traps focus, closes on Escape and returns focus
 * to the element that opened it.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  actions,
  className,
  role = 'dialog',
  size = 'medium',
  closeOnOutsideClick = false,
  needsServer = false,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useModalDialog(ref, open)

  return (
    // The keyboard's way out is Escape (onCancel); the click is only the backdrop's.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is the keyboard equivalent
    <dialog
      ref={ref}
      role={role}
      aria-labelledby={titleId}
      aria-modal="true"
      className={['dialog', `dialog-${size}`, className].filter(Boolean).join(' ')}
      onCancel={(event) => {
        // Only the dialog's own close request (Escape): a file input inside fires a `cancel`
        // that bubbles when its picker is dismissed, which must not close the dialog.
        if (event.target !== event.currentTarget) return
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        // The backdrop belongs to the <dialog> itself: a click there lands outside its box.
        if (!closeOnOutsideClick || event.target !== event.currentTarget) return
        const box = event.currentTarget.getBoundingClientRect()
        const inside =
          event.clientX >= box.left &&
          event.clientX <= box.right &&
          event.clientY >= box.top &&
          event.clientY <= box.bottom
        if (!inside) onClose()
      }}
    >
      {open && (
        <>
          <h2 id={titleId} className="dialog-title">
            {title}
          </h2>
          {needsServer ? (
            <DialogOfflineNotice>
              <Contents actions={actions}>{children}</Contents>
            </DialogOfflineNotice>
          ) : (
            <Contents actions={actions}>{children}</Contents>
          )}
        </>
      )}
    </dialog>
  )
}

function Contents({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  return (
    <>
      <div className="dialog-body">{children}</div>
      {actions && <div className="dialog-actions">{actions}</div>}
    </>
  )
}
