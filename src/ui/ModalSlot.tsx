import { lazy, Suspense } from 'react'
import { useCurrentModal } from './modal-store'

const ModalHost = lazy(() =>
  import('./ModalHost').then((module) => ({ default: module.ModalHost })),
)

/** Where the generic popup shows (mounted once in the root); its code loads with the first one. */
export function ModalSlot() {
  const modal = useCurrentModal()
  return modal ? (
    <Suspense fallback={null}>
      <ModalHost />
    </Suspense>
  ) : null
}
