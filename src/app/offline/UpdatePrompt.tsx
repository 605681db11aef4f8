import { useRegisterSW } from 'virtual:pwa-register/react'
import { Trans } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { Icon } from '../../ui/Icon'

/** How often an open tab asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000
/** Reload anyway if the new worker has not taken over by then. */
const SWITCH_TIMEOUT_MS = 5000

/**
 * "A new version is available": the new service worker waits until the user chooses to reload
 * (registerType 'prompt'), so a half-filled form is never lost to an automatic reload. A lazily
 * loaded chunk that is gone after a deployment offers the same reload instead of breaking.
 */
export function UpdatePrompt() {
  const accepted = useRef(false)
  const [updatedElsewhere, setUpdatedElsewhere] = useState(false)
  const [chunkMissing, setChunkMissing] = useState(false)
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return
      const check = () => {
        if (navigator.onLine && document.visibilityState === 'visible')
          void registration.update().catch(() => undefined)
      }
      setInterval(check, UPDATE_CHECK_MS)
      document.addEventListener('visibilitychange', check)
    },
    // Blocked or unsupported service workers: the app works, just not offline.
    onRegisterError: (error) => console.warn('Service worker not registered', error),
    // The new version took over: reload only when this tab asked for it.
    onNeedReload: () => {
      if (accepted.current) window.location.reload()
      else setUpdatedElsewhere(true)
    },
  })

  useEffect(() => {
    const onPreloadError = () => setChunkMissing(true)
    window.addEventListener('vite:preloadError', onPreloadError)
    return () => window.removeEventListener('vite:preloadError', onPreloadError)
  }, [])

  if (!needRefresh && !updatedElsewhere && !chunkMissing) return null

  const reload = () => {
    accepted.current = true
    if (!needRefresh || updatedElsewhere || !navigator.serviceWorker) {
      window.location.reload()
      return
    }
    // workbox-window only reloads for a tab that was already controlled when it opened; a tab
    // opened before the first worker took over waits for the new one here instead.
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    })
    void updateServiceWorker(true)
    setTimeout(() => window.location.reload(), SWITCH_TIMEOUT_MS)
  }
  const later = () => {
    setNeedRefresh(false)
    setUpdatedElsewhere(false)
    setChunkMissing(false)
  }

  return (
    <section className="app-notice update" aria-labelledby="update-prompt-title">
      <Icon name="sparkles" size={18} />
      <div>
        <p id="update-prompt-title">
          <strong>
            <Trans>A new version is available.</Trans>
          </strong>
        </p>
        <p className="muted">
          <Trans>Reload to use it. Finish what you are typing first: reloading clears it.</Trans>
        </p>
      </div>
      <div className="app-notice-actions">
        <button type="button" className="primary small" onClick={reload}>
          <Trans>Reload</Trans>
        </button>
        <button type="button" className="ghost small" onClick={later}>
          <Trans>Later</Trans>
        </button>
      </div>
    </section>
  )
}
