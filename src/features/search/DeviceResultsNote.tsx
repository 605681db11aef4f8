import { Trans } from '@lingui/react/macro'
import { Icon } from '@/ui/Icon'

/**
 * Says plainly that these results come from this device (docs/decisions.md "Offline
 * search"): only the videos saved here are searched, by keyword, whatever the method says.
 */
export function DeviceResultsNote({ unreachable }: { unreachable: boolean }) {
  return (
    <p className="device-note" role="status">
      <Icon name={unreachable ? 'alert-circle' : 'wifi-off'} size={18} />
      <span>
        {unreachable ? (
          <Trans>
            The server cannot be reached, so these results come from this device: the videos you
            opened while online, matched by keyword.
          </Trans>
        ) : (
          <Trans>
            You are offline, so these results come from this device: the videos you opened while
            online, matched by keyword. Connect to search the whole library with the chosen method.
          </Trans>
        )}
      </span>
    </p>
  )
}
