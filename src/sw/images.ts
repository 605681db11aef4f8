/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import type { WorkboxPlugin } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import {
  ASSET_IMAGE_CACHE,
  IMAGE_CACHE_MAX_AGE_SECONDS,
  IMAGE_CACHE_MAX_ENTRIES,
} from '@/offline/names'
import { currentAssetsOrigin } from './runtime-config'
import { savedCopyOwner } from './saves'

/**
 * Thumbnails and frame images from the assets origin, cache first, kept only while someone owns
 * the saved copy (a user's images are theirs) and wiped with it. Videos are cached only when
 * kept for offline (kept-videos.ts, under their own address); everything else has no route.
 */

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
    return (await savedCopyOwner()) ? response : null
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

export function routeImages(): void {
  registerRoute(
    ({ request, url, sameOrigin }) =>
      !sameOrigin && request.destination === 'image' && IMAGE_PATH.test(url.pathname),
    async (options) => {
      if (options.url.origin !== (await currentAssetsOrigin())) return fetch(options.request)
      return images.handle(options)
    },
  )
}

function parseUrl(value: unknown): URL | undefined {
  try {
    return typeof value === 'string' ? new URL(value) : undefined
  } catch {
    return undefined
  }
}

/**
 * The images a page showed before this worker controlled it (a first visit): their requests
 * went past the worker, so it keeps them now, from the browser's HTTP cache where they still
 * are (force-cache: no second download, and it works if the connection dropped meanwhile),
 * through the same strategy and rules as any image.
 */
export async function keepShownImages(urls: unknown, event: ExtendableEvent): Promise<void> {
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

/** A logout or another user: the cached images and their expiration records (URLs) go. */
export function wipeImages(): Promise<unknown> {
  imageGeneration++
  return imageExpiration.deleteCacheAndMetadata().catch(() => undefined)
}
