import { expect, type Locator, type Page } from '@playwright/test'

/** Names the app uses (src/offline/names.ts); repeated here, the tests run in Node. */
export const SAVED_DB = 'vi-saved'
export const IMAGE_CACHE = 'vi-asset-images'
export const SNAPSHOT_CACHE = 'vi-page-snapshots'

/**
 * The words of a screen's one offline notice (src/ui/OfflineNotice.tsx), which describe every
 * control that is unavailable offline (`aria-describedby`).
 */
export const OFFLINE_NOTICE = {
  en: /^You are offline\. Pages you opened before still work\./,
  ja: /^オフラインです。\s?以前に開いたページは引き続き使えます。/,
}

/** Offline, a control that needs the server: focusable, `aria-disabled`, described by the notice. */
export async function expectUnavailableOffline(control: Locator, notice = OFFLINE_NOTICE.en) {
  await expect(control).toHaveAttribute('aria-disabled', 'true')
  await expect(control).toHaveAccessibleDescription(notice)
}

/** Waits until the service worker is active and controls the page. */
export async function serviceWorkerReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true)
}

export interface PersistedSummary {
  /** The owner marker of the saved copy. */
  owner?: string
  /** Characters of every record as JSON. */
  chars: number
  /** The id (query hash) of every saved record. */
  hashes: string[]
}

/** What the app saved in IndexedDB (read without creating anything). */
export function readPersisted(page: Page): Promise<PersistedSummary> {
  return page.evaluate(async (dbName) => {
    const exists = (await indexedDB.databases()).some((db) => db.name === dbName)
    if (!exists) return { chars: 0, hashes: [] }
    return new Promise<PersistedSummary>((resolve, reject) => {
      const open = indexedDB.open(dbName)
      open.onerror = () => reject(open.error)
      open.onsuccess = () => {
        const db = open.result
        if (!db.objectStoreNames.contains('records')) {
          db.close()
          resolve({ chars: 0, hashes: [] })
          return
        }
        const tx = db.transaction(['records', 'meta'])
        const records = tx.objectStore('records').getAll()
        const owner = tx.objectStore('meta').get('owner')
        tx.oncomplete = () => {
          db.close()
          const all = records.result as { id: string }[]
          resolve({
            owner: owner.result as string | undefined,
            chars: all.reduce((sum, record) => sum + JSON.stringify(record).length, 0),
            hashes: all.map((record) => record.id),
          })
        }
      }
    })
  }, SAVED_DB)
}

/** Waits until every given query key is persisted. */
export async function persisted(page: Page, keys: unknown[][]) {
  const wanted = keys.map((key) => JSON.stringify(key))
  await expect
    .poll(async () => {
      const { hashes } = await readPersisted(page)
      return wanted.filter((hash) => !hashes.includes(hash))
    })
    .toEqual([])
}

export function cachedImageUrls(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return []
    const cache = await caches.open(name)
    return (await cache.keys()).map((request) => request.url)
  }, IMAGE_CACHE)
}

/**
 * Everything this origin keeps in IndexedDB and Cache Storage as one text (values of every
 * store, URLs of every cached request), to prove that nothing of a user is left.
 */
export function everythingStored(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts: string[] = []
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name as string)
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      for (const storeName of Array.from(db.objectStoreNames)) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(storeName).objectStore(storeName).getAll()
          request.onsuccess = () => resolve(request.result)
          request.onerror = () => reject(request.error)
        })
        parts.push(`${info.name}/${storeName}: ${JSON.stringify(values)}`)
      }
      db.close()
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      parts.push(`${name}: ${(await cache.keys()).map((request) => request.url).join(' ')}`)
    }
    return parts.join('\n')
  })
}

/**
 * An init script: records when the app's first library card shows, from the navigation's start
 * (not a card of the snapshot a warm start paints first, offline/page-snapshot.ts).
 */
export const markFirstCard = () => {
  new MutationObserver((_, observer) => {
    if (document.querySelector('article.video-card:not([data-snapshot] *)')) {
      ;(window as unknown as { firstCardAt: number }).firstCardAt = performance.now()
      observer.disconnect()
    }
  }).observe(document, { childList: true, subtree: true })
}

/**
 * Watches every request a page makes for the image at `src`: `answers` says how each was
 * answered ('worker' when the service worker's cache gave it), and `loaded()` waits until the
 * app's own image of it has loaded (not the warm start's snapshot of it, which is replaced).
 */
export function watchImage(page: Page, src: string) {
  const answers: string[] = []
  page.on('response', (response) => {
    if (response.url() === src)
      answers.push(response.fromServiceWorker() ? 'worker' : `network ${response.status()}`)
  })
  page.on('requestfailed', (request) => {
    if (request.url() === src) answers.push(`failed: ${request.failure()?.errorText}`)
  })
  const loaded = () =>
    expect
      .poll(() =>
        page.evaluate(
          (url) =>
            [...document.querySelectorAll('img')].some(
              (img) =>
                img.getAttribute('src') === url &&
                !img.closest('[data-snapshot]') &&
                img.complete &&
                img.naturalWidth > 0,
            ),
          src,
        ),
      )
      .toBe(true)
  return { answers, loaded }
}
