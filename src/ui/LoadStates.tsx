import type { ReactNode } from 'react'
import type { LoadState } from '@/lib/load-state'

interface LoadStatesProps<T> {
  state: LoadState<T>
  loading: ReactNode
  offline: (retry: () => void) => ReactNode
  error: (error: unknown, retry: () => void) => ReactNode
  /** The page itself, once its data is here. */
  children: (data: T) => ReactNode
}

/**
 * One view per rung of a data page's ladder (loading, offline, error, ready; nothing once the
 * session ended), so every page climbs it the same way and says each state once.
 */
export function LoadStates<T>({ state, loading, offline, error, children }: LoadStatesProps<T>) {
  switch (state.step) {
    case 'loading':
      return loading
    case 'offline':
      return offline(state.retry)
    case 'ended':
      return null
    case 'error':
      return error(state.error, state.retry)
    case 'ready':
      return children(state.data)
  }
}
