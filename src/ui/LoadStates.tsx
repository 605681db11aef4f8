import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { LoadState } from '@/lib/load-state'
import { Icon, type IconName } from './Icon'

interface LoadStatesProps<T> {
  state: LoadState<T>
  loading: ReactNode
  offline: (retry: () => void) => ReactNode
  error: (error: unknown, retry: () => void) => ReactNode
  /** The page itself, once its data is here. */
  children: (data: T) => ReactNode
}

/**
 * One view per load state of a data page (loading, offline, error, ready; nothing once the
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

/**
 * The view of a load state that has nothing to show (offline, error): what went wrong, and Try again,
 * disabled where it cannot help (offline, for a page that needs the server).
 */
export function LoadProblem({
  icon = 'alert-circle',
  message,
  onRetry,
  retryDisabled = false,
}: {
  icon?: IconName
  message: ReactNode
  onRetry: () => void
  retryDisabled?: boolean
}) {
  return (
    <div className="empty-state" role="alert">
      <Icon name={icon} />
      <p>{message}</p>
      <button type="button" className="primary" disabled={retryDisabled} onClick={onRetry}>
        <Icon name="refresh" size={18} />
        <Trans>Try again</Trans>
      </button>
    </div>
  )
}
