/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'
import { BUILD_ID } from '@/config/build-id'
import { LEGACY_CACHES, SAVE_MESSAGE, SHOWN_IMAGES_MESSAGE, WIPE_MESSAGE } from '@/offline/names'
import type { SavedRecord } from '@/offline/saved-records'
import { handleBackgroundKeeps } from './background-keeps'
import { keepShownImages, routeImages, wipeImages } from './images'
import { routeKeptVideos } from './kept-videos'
import { routeNavigations } from './navigation'
import { keepRuntimeConfig, routeRuntimeConfig } from './runtime-config'
import { saveUnder } from './saves'
import { routeShares } from './shares'

/**
 * The service worker (docs/decisions.md, "Offline"): the shell precached, then one module per
 * concern: navigations, the runtime config, images, shares, saves, kept videos
 * (and their keeps handed over to Background Fetch). What it shares
 * with the page about the copy on the device (names, records, the page snapshot, the kept files)
 * is `src/offline/`.
 */

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string }>
  buildId: string
}

// Which build this worker is (seen in the browser's devtools); it also makes every build's
// worker differ, so a new deployment is always offered (build/vite-pwa.ts).
self.buildId = BUILD_ID

// The shell: HTML, JS (with the locale catalog chunks), CSS, fonts, icons.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
// First install takes the open page at once; an update waits for the user (registerType prompt).
clientsClaim()

routeNavigations()
routeRuntimeConfig()
routeImages()
routeShares()
routeKeptVideos()
handleBackgroundKeeps()

// The config copy is warmed at install, so images are recognised from the first page on.
self.addEventListener('install', (event) => event.waitUntil(keepRuntimeConfig()))
// Caches an older build named differently hold user data nothing reads any more.
self.addEventListener('activate', (event) =>
  event.waitUntil(Promise.all(LEGACY_CACHES.map((name) => caches.delete(name)))),
)

/** What the page asks of the worker (app/offline/). */
self.addEventListener('message', (event) => {
  const message = event.data as { type?: string; record?: SavedRecord; urls?: unknown } | null
  switch (message?.type) {
    case 'SKIP_WAITING':
      void self.skipWaiting()
      break
    case SAVE_MESSAGE:
      if (message.record) saveUnder(event, message.record)
      break
    case SHOWN_IMAGES_MESSAGE:
      event.waitUntil(keepShownImages(message.urls, event))
      break
    case WIPE_MESSAGE:
      // Logout / another user: the images go, then the page is told.
      event.waitUntil(wipeImages().then(() => event.ports[0]?.postMessage({ done: true })))
      break
  }
})
