/// <reference lib="webworker" />
import { createStore, del, get, set } from 'idb-keyval'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim, type WorkboxPlugin } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import { BUILD_ID } from './config/build-id'
import { VIDEO_MAX_BYTES } from './config/limits'
import {
  ASSET_IMAGE_CACHE,
  CONFIG_CACHE,
  IMAGE_CACHE_MAX_AGE_SECONDS,
  IMAGE_CACHE_MAX_ENTRIES,
  PAGE_PICTURE_CACHE,
  SAVE_MESSAGE,
  SAVED_DB,
  SHARE_DB,
  SHARE_LANDING,
  SHARE_REFUSED_NO_ROOM,
  SHARE_REFUSED_TOO_LARGE,
  SHARE_STORE,
  SHARE_TARGET_PATH,
  SHARED_FILE_KEY,
  SHARED_INCOMING_KEY,
  SHOWN_IMAGES_MESSAGE,
  WIPE_MESSAGE,
} from './config/offline'
import { PRERENDERED_PAGES, prerenderedFile, SHELL_FILE } from './config/prerender'
import { fileOfMultipart } from './lib/multipart-file'
import { withPicture } from './lib/page-picture'
import { openSavedDb, readOwnerMarker, type SavedRecord, saveRecord } from './lib/saved-records'

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

// ---- saved pages (docs/decisions.md, "Offline: saved the moment it arrives") ----
// The page posts each answer it keeps; the write happens here, under waitUntil, so a reload or
// a closed tab right after the answer rendered cannot abort it (a page's own IndexedDB write
// can be: see the figures there).
const pendingSaves = new Set<Promise<unknown>>()
let savedDb: Promise<IDBDatabase> | undefined

function openSaved(): Promise<IDBDatabase> {
  savedDb ??= openSavedDb(SAVED_DB).catch((error: unknown) => {
    savedDb = undefined
    throw error
  })
  return savedDb
}

async function save(record: SavedRecord) {
  try {
    await saveRecord(await openSaved(), record)
  } catch {
    // The connection was closed (a newer build upgraded the database): once more, afresh.
    savedDb = undefined
    await saveRecord(await openSaved(), record).catch(() => undefined)
  }
}

/** Saves still being written, given at most a second, so the next page reads them. */
function savesSettled(): Promise<unknown> {
  if (pendingSaves.size === 0) return Promise.resolve()
  return Promise.race([
    Promise.allSettled([...pendingSaves]),
    new Promise((resolve) => setTimeout(resolve, 1000)),
  ])
}

// ---- navigations: each pre-rendered page for its own path, the app shell for the rest ----
// (except the API and the report page, a real document). The pre-rendered files hold both
// languages; the page's pre-paint script picks one, online or offline.
const documents = new Map(
  [...PRERENDERED_PAGES.map((page) => page.file), SHELL_FILE].map((file) => [
    file,
    createHandlerBoundToURL(file),
  ]),
)
registerRoute(
  new NavigationRoute(
    async (options) => {
      await savesSettled()
      const file = prerenderedFile(options.url.pathname) ?? SHELL_FILE
      // Every file is precached with this worker (`documents` has them all).
      const page = await documents.get(file)!(options)
      if (file !== SHELL_FILE) return page
      return withPicture(page, options.url, { cacheName: PAGE_PICTURE_CACHE, build: BUILD_ID })
    },
    { denylist: [/^\/api\//, /\/report\/report\.html$/, /^\/share-target/] },
  ),
)

// ---- runtime config: network first, the last good copy offline ----
const CONFIG_PATH = '/config.json'
let assetsOrigin: Promise<string | undefined> | undefined

/**
 * A config answer is judged by its status (docs/decisions.md): a 2xx JSON body is the file; a
 * 404 says the deployment has none, and the copy kept of an older one goes; anything else (a
 * 5xx, a captive portal's 511 or its page) is no answer, so the kept copy answers instead.
 */
const configAnswer: WorkboxPlugin = {
  fetchDidSucceed: async ({ response }) => {
    if (response.status === 404) {
      await caches.open(CONFIG_CACHE).then((cache) => cache.delete(CONFIG_PATH))
      return response
    }
    const file =
      response.ok &&
      (await response
        .clone()
        .json()
        .then(
          () => true,
          () => false,
        ))
    if (!file) throw new Error(`config.json: no usable answer (${response.status})`)
    return response
  },
}

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === CONFIG_PATH,
  new NetworkFirst({
    cacheName: CONFIG_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [
      configAnswer,
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
/** Bumped by every wipe: an image fetch that started before it is not cached after it. */
let imageGeneration = 0
const onlyForTheSignedInUser: WorkboxPlugin = {
  requestWillFetch: async ({ request, state }) => {
    if (state) state.generation = imageGeneration
    return request
  },
  cacheWillUpdate: async ({ response, state }) => {
    if (state?.generation !== imageGeneration) return null
    // Nobody's copy (signed out, or wiped): nothing of a user is kept.
    const owner = await openSaved()
      .then(readOwnerMarker)
      .catch(() => undefined)
    return owner ? response : null
  },
}
const images = new CacheFirst({
  cacheName: ASSET_IMAGE_CACHE,
  // An asset is the same for every origin: an entry answers a page's image request whatever the
  // host's `Vary: Origin` says (an entry kept from the HTTP cache carries no Origin header, the
  // page's request does, and Cache Storage honours Vary: docs/decisions.md, "Images kept are
  // images served").
  matchOptions: { ignoreVary: true },
  // Status 200 only: never an opaque (no-CORS) answer, which costs megabytes of quota each.
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    onlyForTheSignedInUser,
    imageExpiration,
  ],
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

/**
 * The images a page showed before this worker controlled it (a first visit): their requests
 * went past the worker, so it keeps them now, from the browser's HTTP cache where they still
 * are (force-cache: no second download, and it works if the connection dropped meanwhile),
 * through the same strategy and rules as any image.
 */
function parseUrl(value: unknown): URL | undefined {
  try {
    return typeof value === 'string' ? new URL(value) : undefined
  } catch {
    return undefined
  }
}

async function keepShownImages(urls: unknown, event: ExtendableEvent) {
  if (!Array.isArray(urls)) return
  const origin = await currentAssetsOrigin()
  const wanted = urls
    .map(parseUrl)
    .filter(
      (url): url is URL =>
        url !== undefined && url.origin === origin && IMAGE_PATH.test(url.pathname),
    )
    .slice(0, IMAGE_CACHE_MAX_ENTRIES)
  await Promise.allSettled(
    wanted.map((url) =>
      images.handle({
        event,
        request: new Request(url, { mode: 'cors', credentials: 'omit', cache: 'force-cache' }),
      }),
    ),
  )
}

// ---- share target: keep the shared video, then open the app where the upload dialog opens ----
/** Room for the multipart framing around the file (boundaries, part headers, a long name). */
const SHARE_FRAMING_BYTES = 64 * 1024
const SHARE_BODY_MAX = VIDEO_MAX_BYTES + SHARE_FRAMING_BYTES

/**
 * The shared video, or 'too-large' past the 5 GB limit (docs/product.md §5). The body comes as
 * a Blob backed by the file on disk: its size is known before any byte is read (a service
 * worker sees no Content-Length), and the video is cut out of it without a copy
 * (lib/multipart-file.ts; `formData()` would read all of it into memory).
 */
async function sharedVideo(request: Request): Promise<File | 'too-large' | undefined> {
  const body = await request.blob()
  if (body.size > SHARE_BODY_MAX) return 'too-large'
  const file = await fileOfMultipart(body, request.headers.get('content-type') ?? '', 'video')
  return file && file.size > VIDEO_MAX_BYTES ? 'too-large' : file
}

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === SHARE_TARGET_PATH,
  async ({ request }) => {
    const store = createStore(SHARE_DB, SHARE_STORE)
    try {
      // A waiting file is never replaced unasked: a new share waits beside it (replacing an
      // earlier newcomer) and the app asks which to keep (docs/decisions.md, "A second share").
      const waiting = (await get(SHARED_FILE_KEY, store)) instanceof Blob
      const slot = waiting ? SHARED_INCOMING_KEY : SHARED_FILE_KEY
      await del(slot, store)
      const shared = await sharedVideo(request)
      if (shared === 'too-large') await set(slot, SHARE_REFUSED_TOO_LARGE, store)
      else if (shared) {
        // A device short of storage refuses a large file: the app then says so.
        await set(slot, shared, store).catch(() => set(slot, SHARE_REFUSED_NO_ROOM, store))
      }
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
  if (type === SAVE_MESSAGE) {
    const saving = save((event.data as { record: SavedRecord }).record)
    pendingSaves.add(saving)
    void saving.finally(() => pendingSaves.delete(saving))
    event.waitUntil(saving)
  }
  if (type === SHOWN_IMAGES_MESSAGE)
    event.waitUntil(keepShownImages((event.data as { urls?: unknown }).urls, event))
  if (type === WIPE_MESSAGE) {
    // Logout / another user: drop the cached images and the expiration metadata (their URLs).
    imageGeneration++
    const done = imageExpiration.deleteCacheAndMetadata().catch(() => undefined)
    event.waitUntil(done.then(() => event.ports[0]?.postMessage({ done: true })))
  }
})
