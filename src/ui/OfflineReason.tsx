import { Trans } from '@lingui/react/macro'
import type { ComponentProps } from 'react'
import { Icon } from './Icon'
import { useOnline } from './use-online'

/**
 * Says why an action is disabled while offline; render it beside the disabled control and
 * point the control's aria-describedby at its id (`NetworkButton` does).
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

/**
 * A button whose action needs the server: disabled offline and then described by the
 * `OfflineReason` of `reasonId`; online, by its own `aria-describedby` if it has one.
 */
export function NetworkButton({
  reasonId,
  disabled,
  ...button
}: ComponentProps<'button'> & { reasonId: string }) {
  const online = useOnline()
  return (
    <button
      type="button"
      {...button}
      disabled={!online || disabled}
      aria-describedby={online ? button['aria-describedby'] : reasonId}
    />
  )
}
