import { type ReactNode, Suspense, useState } from 'react'

/**
 * Renders its children from the first time `open` is true, and keeps them from then on: a
 * dialog made with React.lazy loads with its first use, and what was typed in it survives
 * closing it.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null
}
