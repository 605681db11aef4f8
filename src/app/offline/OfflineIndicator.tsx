import { Trans } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { Icon } from '@/ui/Icon'
import { useOnline } from '@/ui/use-online'

/** How long "back online" stays up after the network returns. */
const BACK_ONLINE_VISIBLE_MS = 4000

/**
 * Says when the app works offline (saved pages open, server actions are disabled) and, briefly,
 * when the network is back. The live region is always in the page so both are announced.
 */
export function OfflineIndicator() {
  const online = useOnline()
  const wasOffline = useRef(!online)
  const [backOnline, setBackOnline] = useState(false)

  useEffect(() => {
    if (!online) {
      wasOffline.current = true
      setBackOnline(false)
      return
    }
    if (!wasOffline.current) return
    wasOffline.current = false
    setBackOnline(true)
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_VISIBLE_MS)
    return () => clearTimeout(timer)
  }, [online])

  return (
    <div role="status" className="app-notice-slot">
      {!online && (
        <div className="app-notice offline">
          <Icon name="wifi-off" size={18} />
          <p>
            <strong>
              <Trans>You are offline.</Trans>
            </strong>{' '}
            <Trans>Pages you opened before still work; actions that need the server are off.</Trans>
          </p>
        </div>
      )}
      {online && backOnline && (
        <div className="app-notice online">
          <Icon name="check-circle" size={18} />
          <p>
            <Trans>You are back online.</Trans>
          </p>
        </div>
      )}
    </div>
  )
}
