import { useSyncExternalStore } from 'react'

/**
 * The service worker's registration and the "new version" state, in a few lines of our own
 * instead of workbox-window (about 2 KB gzip less on every first screen).
 *
 * A new worker waits (registerType 'prompt': `src/sw.ts` skips waiting only when asked), so a
 * half-filled form is never lost to an automatic reload; the update prompt offers the reload.
 * A lazily loaded chunk that is gone after a deployment offers the same reload.
 */

/** How often an open tab asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000
/** Reload anyway if the new worker has not taken over by then. */
const SWITCH_TIMEOUT_MS = 5000

export interface UpdateState {
  /** A new version is installed and waiting for this tab's consent. */
  waiting: boolean
  /** A new version took over from another tab: this one runs old code. */
  updatedElsewhere: boolean
  /** A chunk of this version could not be loaded (a deployment removed it). */
  chunkMissing: boolean
}

let state: UpdateState = { waiting: false, updatedElsewhere: false, chunkMissing: false }
let waitingWorker: ServiceWorker | null = null
let accepted = false
const listeners = new Set<() => void>()

function set(patch: Partial<UpdateState>) {
  state = { ...state, ...patch }
  for (const listener of listeners) listener()
}

export function useUpdateState(): UpdateState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => state,
    () => state,
  )
}

if (typeof window !== 'undefined') {
  window.addEventListener('vite:preloadError', () => set({ chunkMissing: true }))
}

/** Registers the worker (once the page has loaded) and watches for new versions. */
let registered = false

export function registerServiceWorker(): void {
  const container = navigator.serviceWorker
  if (!container || registered) return
  registered = true
  // The first worker claims the page (clientsClaim): that change is no update.
  let controlled = Boolean(container.controller)
  container.addEventListener('controllerchange', () => {
    if (!controlled) {
      controlled = true
      return
    }
    if (accepted) window.location.reload()
    else set({ updatedElsewhere: true })
  })
  container
    .register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL })
    .then((registration) => {
      const offer = (worker: ServiceWorker | null) => {
        if (!worker || !container.controller) return
        waitingWorker = worker
        set({ waiting: true })
      }
      offer(registration.waiting)
      registration.addEventListener('updatefound', () => {
        const worker = registration.installing
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed') offer(worker)
        })
      })
      const check = () => {
        if (navigator.onLine && document.visibilityState === 'visible')
          void registration.update().catch(() => undefined)
      }
      setInterval(check, UPDATE_CHECK_MS)
      document.addEventListener('visibilitychange', check)
    })
    // Blocked or unsupported service workers: the app works, just not offline.
    .catch((error: unknown) => console.warn('Service worker not registered', error))
}

/** Reload into the new version: the waiting worker takes over first when there is one. */
export function acceptUpdate(): void {
  accepted = true
  const worker = waitingWorker
  if (!worker || state.updatedElsewhere || !navigator.serviceWorker) {
    window.location.reload()
    return
  }
  // The reload follows the worker's takeover (controllerchange above), or the timeout.
  worker.postMessage({ type: 'SKIP_WAITING' })
  setTimeout(() => window.location.reload(), SWITCH_TIMEOUT_MS)
}

/** "Later": the prompt goes until something new happens. */
export function dismissUpdate(): void {
  set({ waiting: false, updatedElsewhere: false, chunkMissing: false })
}
