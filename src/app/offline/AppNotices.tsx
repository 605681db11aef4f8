import { useEffect } from 'react'
import { EvictionNotice } from './EvictionNotice'
import { OfflineIndicator } from './OfflineIndicator'
import { registerServiceWorker } from './service-worker'
import { UpdatePrompt } from './UpdatePrompt'
import './offline.css'

/**
 * The offline indicator, the update prompt and the eviction notice, over every page (mounted
 * once in the root).
 */
export function AppNotices() {
  // The worker's registration is not needed for the first paint: it waits for the load event.
  useEffect(() => {
    if (document.readyState === 'complete') registerServiceWorker()
    else window.addEventListener('load', registerServiceWorker, { once: true })
  }, [])
  return (
    <div className="app-notices">
      <OfflineIndicator />
      <UpdatePrompt />
      <EvictionNotice />
    </div>
  )
}
