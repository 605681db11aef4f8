/// <reference lib="webworker" />
import { createStore, set } from 'idb-keyval'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import {
  ASSET_IMAGE_CACHE,
  CONFIG_CACHE,
  IMAGE_CACHE_MAX_AGE_SECONDS,
  IMAGE_CACHE_MAX_ENTRIES,
  SHARE_DB,
  SHARE_LANDING,
  SHARE_STORE,
  SHARE_TARGET_PATH,
  SHARED_FILE_KEY,
  WIPE_MESSAGE,
} from './config/offline'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string }> }

// The shell: HTML, JS (with the locale catalog chunks), CSS, fonts, icons.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
// First install takes the open page at once; an update waits for the user (registerType prompt).
clientsClaim()

// Navigations get the app shell, except the API and the report page (a real document).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api\//, /\/report\/report\.html$/, /^\/share-target/],
  }),
)

// ---- runtime config: network first, the last good copy offline ----
const CONFIG_PATH = '/config.json'
let assetsOrigin: Promise<string | undefined> | undefined

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === CONFIG_PATH,
  new NetworkFirst({
    cacheName: CONFIG_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      // A new config may name another assets origin.
      {
        cacheDidUpdate: async () => {
          assetsOrigin = undefined
        },
      },
    ],
  }),
)

/** The assets origin named by the runtime config (cached copy first, then the network). */
function currentAssetsOrigin(): Promise<string | undefined> {
  assetsOrigin ??= (async () => {
    const cached = await caches.match(CONFIG_PATH, { cacheName: CONFIG_CACHE })
    const response = cached ?? (await fetch(CONFIG_PATH))
    const config = (await response.clone().json()) as { assetsBase?: unknown }
    return typeof config.assetsBase === 'string' ? new URL(config.assetsBase).origin : undefined
  })().catch(() => {
    assetsOrigin = undefined
    return undefined
  })
  return assetsOrigin
}

// ---- thumbnails and frame images from the assets origin ----
const imageExpiration = new ExpirationPlugin({
  maxEntries: IMAGE_CACHE_MAX_ENTRIES,
  maxAgeSeconds: IMAGE_CACHE_MAX_AGE_SECONDS,
  purgeOnQuotaError: true,
})
const images = new CacheFirst({
  cacheName: ASSET_IMAGE_CACHE,
  // Status 200 only: never an opaque (no-CORS) answer, which costs megabytes of quota each.
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), imageExpiration],
})
const IMAGE_PATH = /\/assets\/data\/output\/.+\.(?:jpe?g|png|webp|avif|gif)$/i

registerRoute(
  ({ request, url, sameOrigin }) =>
    !sameOrigin && request.destination === 'image' && IMAGE_PATH.test(url.pathname),
  async (options) => {
    if (options.url.origin !== (await currentAssetsOrigin())) return fetch(options.request)
    return images.handle(options)
  },
)
// Videos (and everything else) are never cached: no route, so the browser fetches them.

// ---- share target: keep the shared video, then open the app where the upload dialog opens ----
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === SHARE_TARGET_PATH,
  async ({ request }) => {
    try {
      const form = await request.formData()
      const file = form
        .getAll('video')
        .find((value): value is File => value instanceof File && value.size > 0)
      if (file) await set(SHARED_FILE_KEY, file, createStore(SHARE_DB, SHARE_STORE))
    } catch {
      // An unreadable share opens the library without a file rather than an error page.
    }
    return Response.redirect(new URL(SHARE_LANDING, self.location.origin).href, 303)
  },
  'POST',
)

self.addEventListener('install', (event) => {
  // Warm the config copy so images are recognised from the first controlled page on.
  event.waitUntil(
    caches
      .open(CONFIG_CACHE)
      .then((cache) => cache.add(CONFIG_PATH))
      .catch(() => undefined),
  )
})

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type
  if (type === 'SKIP_WAITING') void self.skipWaiting()
  if (type === WIPE_MESSAGE) {
    // Logout / another user: drop the cached images and the expiration metadata (their URLs).
    const done = imageExpiration.deleteCacheAndMetadata().catch(() => undefined)
    event.waitUntil(done.then(() => event.ports[0]?.postMessage({ done: true })))
  }
})
