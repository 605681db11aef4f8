import { Trans } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { Icon } from '@/ui/Icon'
import { useOnline } from '@/ui/use-online'

/** How long "back online" stays up after the network returns. */
const BACK_ONLINE_VISIBLE_MS = 4000

/**
 * Says, briefly, that the network is back. Being offline is said by the screen's own notice, in
 * the page's flow (`ui/OfflineNotice.tsx`); this one passes by itself, so it may float. The live
 * region is always in the page so it is announced.
 */
export function BackOnlineNotice() {
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
