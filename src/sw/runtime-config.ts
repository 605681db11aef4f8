/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import type { WorkboxPlugin } from 'workbox-core'
import { registerRoute } from 'workbox-routing'
import { NetworkFirst } from 'workbox-strategies'
import { CONFIG_CACHE } from '@/offline/names'

/** The runtime config (config/runtime.ts): network first, the last good copy offline. */
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
    const isJson = (answer: Response) =>
      answer.json().then(
        () => true,
        () => false,
      )
    if (!response.ok || !(await isJson(response.clone())))
      throw new Error(`config.json: no usable answer (${response.status})`)
    return response
  },
}

export function routeRuntimeConfig(): void {
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
}

/** Keeps a copy from the first install on, so images are recognised from the first page on. */
export const keepRuntimeConfig = (): Promise<unknown> =>
  caches
    .open(CONFIG_CACHE)
    .then((cache) => cache.add(CONFIG_PATH))
    .catch(() => undefined)

/** The assets origin named by the runtime config (cached copy first, then the network). */
export function currentAssetsOrigin(): Promise<string | undefined> {
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
