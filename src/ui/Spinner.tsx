import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@tanstack/react-store'
import { createAtom } from '@tanstack/store'

/** docs/product.md §2: one global full-screen spinner, switched on and off around long work. */
const shown = createAtom(0)

export const globalSpinner = {
  /** Shows the spinner until the returned function is called. */
  show(): () => void {
    shown.set((count) => count + 1)
    let done = false
    return () => {
      if (done) return
      done = true
      shown.set((count) => count - 1)
    }
  },
  async around<T>(work: () => Promise<T>): Promise<T> {
    const hide = globalSpinner.show()
    try {
      return await work()
    } finally {
      hide()
    }
  },
}

export function Spinner({ label, size = 'medium' }: { label?: string; size?: 'small' | 'medium' }) {
  const { t } = useLingui()
  return (
    <span className={`spinner spinner-${size}`} role="status">
      <span className="spinner-ring" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t`Loading…`}</span>
    </span>
  )
}

export function GlobalSpinner() {
  const count = useSelector(shown)
  if (count === 0) return null
  return (
    <div className="global-spinner">
      <Spinner />
    </div>
  )
}

/** Shown by the router while a page's data loads. */
export function PageSpinner() {
  return (
    <div className="page-spinner">
      <Spinner />
    </div>
  )
}
