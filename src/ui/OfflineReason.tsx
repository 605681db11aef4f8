import { Trans } from '@lingui/react/macro'
import { Icon } from './Icon'
import { useOnline } from './use-online'

/**
 * Says why an action is disabled while offline; render it beside the disabled control and
 * point the control's aria-describedby at its id.
 */
export function OfflineReason({ id }: { id?: string }) {
  const online = useOnline()
  if (online) return null
  return (
    <p className="offline-reason" id={id}>
      <Icon name="wifi-off" size={16} />
      <Trans>You are offline. This needs a connection.</Trans>
    </p>
  )
}
