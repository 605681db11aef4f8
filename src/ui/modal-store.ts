import { useSyncExternalStore } from 'react'

/** docs/product.md §2: the generic modal's types. */
export type ModalType = 'success' | 'error' | 'warning' | 'email'

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

let queue: OpenModal[] = []
let nextId = 1
const listeners = new Set<() => void>()

const emit = () => {
  for (const listener of listeners) listener()
}

/** Opens a popup; resolves true when confirmed, false when cancelled or dismissed. */
export function showModal(request: ModalRequest): Promise<boolean> {
  return new Promise((resolve) => {
    queue = [...queue, { ...request, id: nextId++, resolve }]
    emit()
  })
}

export function closeModal(id: number, confirmed: boolean) {
  const found = queue.find((modal) => modal.id === id)
  queue = queue.filter((modal) => modal.id !== id)
  emit()
  found?.resolve(confirmed)
}

export function closeAllModals() {
  const open = queue
  queue = []
  emit()
  for (const modal of open) modal.resolve(false)
}

export function useCurrentModal(): OpenModal | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => queue[0],
    () => undefined,
  )
}
