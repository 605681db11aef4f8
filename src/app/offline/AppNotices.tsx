import { useEffect } from 'react'
import { BackOnlineNotice } from './BackOnlineNotice'
import { EvictionNotice } from './EvictionNotice'
import { KeepNotice } from './KeepNotice'
import { KeptAwayNotice } from './KeptAwayNotice'
import { registerServiceWorker } from './service-worker'
import { UpdatePrompt } from './UpdatePrompt'
import './offline.css'

/**
 * The "back online" notice, the update prompt, the eviction notice, a keep for offline under
 * way and how a keep in the background went, over every page (mounted once in the root).
 * Being offline is said in each screen's flow instead (`ui/OfflineNotice.tsx`).
 */
export function AppNotices() {
  // The worker's registration is not needed for the first paint: it waits for the load event.
  useEffect(() => {
    if (document.readyState === 'complete') registerServiceWorker()
    else window.addEventListener('load', registerServiceWorker, { once: true })
  }, [])
  return (
    <div className="app-notices">
      <BackOnlineNotice />
      <UpdatePrompt />
      <EvictionNotice />
      <KeepNotice />
      <KeptAwayNotice />
    </div>
  )
}
