import { type RefObject, useEffect } from 'react'

/**
 * Keeps a native <dialog> shown as a modal while `open` is true and closed otherwise, so the
 * browser traps focus, closes on Escape and returns focus to the opener.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, open: boolean) {
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [ref, open])
}
