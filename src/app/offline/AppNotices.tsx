import { lazy, Suspense, useEffect, useState } from 'react'
import { OfflineIndicator } from './OfflineIndicator'
import './offline.css'

// The service-worker registration (workbox-window) is not needed for the first paint: it comes
// in its own chunk once the page has loaded, off the first screen's critical path.
const UpdatePrompt = lazy(() =>
  import('./UpdatePrompt').then((module) => ({ default: module.UpdatePrompt })),
)

/** The offline indicator and the update prompt, over every page (mounted once in the root). */
export function AppNotices() {
  // False at first even after the load event, so a pre-rendered page hydrates as it was built.
  const [afterLoad, setAfterLoad] = useState(false)
  useEffect(() => {
    if (afterLoad) return
    const ready = () => setAfterLoad(true)
    if (document.readyState === 'complete') {
      ready()
      return
    }
    window.addEventListener('load', ready, { once: true })
    return () => window.removeEventListener('load', ready)
  }, [afterLoad])
  return (
    <div className="app-notices">
      <OfflineIndicator />
      {afterLoad && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
    </div>
  )
}
