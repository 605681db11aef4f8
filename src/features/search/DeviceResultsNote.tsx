import { Trans, useLingui } from '@lingui/react/macro'
import { LOCAL_SEARCH_MAX_VIDEOS } from '@/config/limits'
import { Icon } from '@/ui/Icon'

/**
 * Says plainly that these results come from this device (docs/decisions.md "Offline
 * search"): only the videos saved here are searched, by keyword, whatever the method says;
 * and, once the index holds its cap, that it searches only the most recent of them
 * (docs/product.md §4 Offline). `searched`: how many videos the index held.
 */
export function DeviceResultsNote({
  unreachable,
  searched,
}: {
  unreachable: boolean
  searched?: number
}) {
  const { i18n } = useLingui()
  const count = i18n.number(LOCAL_SEARCH_MAX_VIDEOS)
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
        {searched !== undefined && searched >= LOCAL_SEARCH_MAX_VIDEOS && (
          <>
            {' '}
            <Trans>
              This device searches only the {count} videos you opened or listed most recently.
            </Trans>
          </>
        )}
      </span>
    </p>
  )
}
