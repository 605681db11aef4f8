/// <reference lib="webworker" />
import { createHandlerBoundToURL } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { BUILD_ID } from '@/config/build-id'
import { PRERENDERED_PAGES, prerenderedFile, SHELL_FILE } from '@/config/prerendered-pages'
import { PAGE_SNAPSHOT_CACHE } from '@/offline/names'
import { withSnapshot } from '@/offline/page-snapshot'
import { savesSettled } from './saves'

/**
 * Navigations: each pre-rendered page for its own path, the app shell (with the library's
 * snapshot, when one is kept for the address) for the rest, except the API, the report page (a
 * real document) and the share target. The pre-rendered files hold both languages; the page's
 * pre-paint script picks one, online or offline. Saves still being written go first, so the
 * next page reads them.
 */
export function routeNavigations(): void {
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
        return withSnapshot(page, options.url, { cacheName: PAGE_SNAPSHOT_CACHE, build: BUILD_ID })
      },
      { denylist: [/^\/api\//, /\/report\/report\.html$/, /^\/share-target/] },
    ),
  )
}
