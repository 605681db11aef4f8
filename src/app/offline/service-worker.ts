import { useSelector } from '@tanstack/react-store'
import { createAtom } from '@tanstack/store'
import type { Workbox } from 'workbox-window'
import { handOverShownImages } from './shown-images'

/**
 * The service worker's registration (workbox-window, loaded after the page) and the "new
 * version" state the update prompt shows.
 *
 * A new worker waits (registerType 'prompt': `src/sw/` skips waiting only when asked), so a
 * half-filled form is never lost to an automatic reload; the update prompt offers the reload.
 * A lazily loaded chunk that is gone after a deployment offers the same reload.
 */

/** How often an open tab asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000
/**
 * Reload anyway if the new worker has not taken over by then. Chrome activates it only once the
 * old one has finished the requests under way, which on a busy device takes seconds; a reload
 * before the takeover would load this version again, prompt included.
 */
const SWITCH_TIMEOUT_MS = 30_000

interface UpdateState {
  /** A new version is installed and waiting for this tab's consent. */
  waiting: boolean
  /** A new version took over from another tab: this one runs old code. */
  updatedElsewhere: boolean
  /** A chunk of this version could not be loaded (a deployment removed it). */
  chunkMissing: boolean
  /** The user accepted: the new worker is taking over, the reload follows. */
  switching: boolean
}

const updates = createAtom<UpdateState>({
  waiting: false,
  updatedElsewhere: false,
  chunkMissing: false,
  switching: false,
})

const set = (patch: Partial<UpdateState>) => updates.set((state) => ({ ...state, ...patch }))

export const useUpdateState = (): UpdateState => useSelector(updates)

/**
 * A lazily loaded chunk that fails to load (a deployment removed it) offers the reload too.
 * Offline a chunk the worker does not hold yet fails for want of a network, not of a version:
 * no reload is offered (the screen that needed it says it needs a connection).
 * Called once at start, before the first route's chunks load.
 */
export function watchForMissingChunks(): void {
  window.addEventListener('vite:preloadError', () => {
    if (navigator.onLine) set({ chunkMissing: true })
  })
}

/** The worker's registration, once it has started (registerServiceWorker). */
const registration: { workbox?: Workbox; started: boolean; accepted: boolean } = {
  started: false,
  accepted: false,
}

/**
 * Registers the worker and watches for new versions. Called once the page has loaded: the
 * registration (workbox-window, its own chunk) is no part of the first screen.
 */
export function registerServiceWorker(): void {
  if (!navigator.serviceWorker || registration.started) return
  registration.started = true
  import('workbox-window')
    .then(({ Workbox }) => {
      const wb = new Workbox(`${import.meta.env.BASE_URL}sw.js`, {
        scope: import.meta.env.BASE_URL,
      })
      registration.workbox = wb
      // A new version installed (from this tab's check or another tab's) waits for consent.
      // Without a controller it is no update: the first worker activates at once.
      wb.addEventListener('waiting', () => {
        if (navigator.serviceWorker.controller) set({ waiting: true })
      })
      // The first worker claims the page (clientsClaim): that change is no update either.
      let controlled = Boolean(navigator.serviceWorker.controller)
      wb.addEventListener('controlling', () => {
        if (!controlled) {
          controlled = true
          handOverShownImages(navigator.serviceWorker.controller)
          return
        }
        if (registration.accepted) window.location.reload()
        else set({ updatedElsewhere: true })
      })
      return wb.register({ immediate: true }).then(() => {
        const check = () => {
          if (navigator.onLine && document.visibilityState === 'visible')
            void wb.update().catch(() => undefined)
        }
        setInterval(check, UPDATE_CHECK_MS)
        document.addEventListener('visibilitychange', check)
      })
    })
    // Blocked or unsupported service workers: the app works, just not offline.
    .catch((error: unknown) => console.warn('Service worker not registered', error))
}

/** Reload into the new version: the waiting worker takes over first when there is one. */
export function acceptUpdate(): void {
  registration.accepted = true
  const { workbox } = registration
  const { waiting, updatedElsewhere } = updates.get()
  if (!workbox || !waiting || updatedElsewhere) {
    window.location.reload()
    return
  }
  set({ switching: true })
  // The reload follows the worker's takeover ('controlling' above), or the timeout. A waiting
  // worker that a newer one replaced takes nothing over: the reload follows its end.
  void navigator.serviceWorker.getRegistration().then((found) => {
    const next = found?.waiting
    next?.addEventListener('statechange', () => {
      if (next.state === 'redundant') window.location.reload()
    })
  })
  workbox.messageSkipWaiting()
  setTimeout(() => window.location.reload(), SWITCH_TIMEOUT_MS)
}

/** "Later": the prompt goes until something new happens. */
export function dismissUpdate(): void {
  set({ waiting: false, updatedElsewhere: false, chunkMissing: false, switching: false })
}
