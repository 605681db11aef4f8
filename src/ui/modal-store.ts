import { useSelector } from '@tanstack/react-store'
import { createAtom } from '@tanstack/store'

/**
 * docs/product.md §2: the generic modal's types. `ask` asks before something that is not
 * destructive (keeping a video for offline): Cancel and a plain confirming button.
 */
export type ModalType = 'success' | 'error' | 'warning' | 'email' | 'ask'

interface ModalRequest {
  type: ModalType
  title?: string
  /** One line, or several (the login failure has two). */
  message: string | readonly string[]
  /** Label of the confirming button; defaults to OK (warning: Delete). */
  confirmLabel?: string
  cancelLabel?: string
}

interface OpenModal extends ModalRequest {
  id: number
  resolve: (confirmed: boolean) => void
}

/** The open popups, first shown first (one at a time, the rest wait their turn). */
const modals = createAtom<{ queue: readonly OpenModal[]; nextId: number }>({ queue: [], nextId: 1 })

/** Opens a popup; resolves true when confirmed, false when cancelled or dismissed. */
export function showModal(request: ModalRequest): Promise<boolean> {
  return new Promise((resolve) => {
    modals.set(({ queue, nextId }) => ({
      queue: [...queue, { ...request, id: nextId, resolve }],
      nextId: nextId + 1,
    }))
  })
}

export function closeModal(id: number, confirmed: boolean) {
  const found = modals.get().queue.find((modal) => modal.id === id)
  modals.set((state) => ({ ...state, queue: state.queue.filter((modal) => modal.id !== id) }))
  found?.resolve(confirmed)
}

/** Dismisses every popup (a session end; a test starting over). */
export function closeAllModals() {
  const open = modals.get().queue
  modals.set((state) => ({ ...state, queue: [] }))
  for (const modal of open) modal.resolve(false)
}

export function useCurrentModal(): OpenModal | undefined {
  return useSelector(modals, (state) => state.queue[0])
}
