import type { Page } from '@playwright/test'
import { camelizeKeys } from '../../src/lib/case'
import { DEMO, expect, signIn, test } from './fixtures'
import {
  OFFLINE_DB,
  OFFLINE_STORE,
  persisted,
  readPersisted,
  serviceWorkerReady,
} from './offline-helpers'
import { urls } from './ports'

test.use({ serviceWorkers: 'allow' })

const LIST_ITEMS = 2000
const DETAIL_PAGES = 200
const PAGE_SIZE = 50

/** Records when the first library card shows, relative to the navigation's start. */
const markFirstCard = () => {
  new MutationObserver((_, observer) => {
    if (document.querySelector('a.video-card-link')) {
      ;(window as unknown as { firstCardAt: number }).firstCardAt = performance.now()
      observer.disconnect()
    }
  }).observe(document, { childList: true, subtree: true })
}

async function timeToLibrary(page: Page): Promise<number> {
  await page.goto('/video')
  await expect(page.locator('a.video-card-link').first()).toBeVisible()
  return page.evaluate(() => (window as unknown as { firstCardAt: number }).firstCardAt)
}

async function api<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`${urls.api}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(response.status, path).toBe(200)
  return camelizeKeys(await response.json()) as T
}

const query = (queryKey: unknown[], data: unknown) => ({
  queryKey,
  queryHash: JSON.stringify(queryKey),
  state: {
    data,
    dataUpdateCount: 1,
    dataUpdatedAt: Date.now(),
    error: null,
    errorUpdateCount: 0,
    errorUpdatedAt: 0,
    fetchFailureCount: 0,
    fetchFailureReason: null,
    fetchMeta: null,
    isInvalidated: false,
    status: 'success',
    fetchStatus: 'idle',
  },
})

/**
 * The closing note's figures: precache size, persisted size for 2,000 library items and 200
 * detail pages, the restore time, and navigation-to-library online versus offline. They are
 * printed; the assertions only guard that it all fits and opens.
 */
test('2,000 library items and 200 detail pages persist, restore before start and open offline', async ({
  page,
  context,
  double,
}) => {
  test.setTimeout(180_000)
  await page.addInitScript(markFirstCard)
  await signIn(page)
  await expect(page.getByRole('heading', { name: 'Videos', level: 1 })).toBeVisible()
  await serviceWorkerReady(page)
  await persisted(page, [['videos', 'list', { page: 1, tags: '' }]])
  const small = await readPersisted(page)
  const buster = await page.evaluate(
    ({ db, store }) =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open(db)
        open.onsuccess = () => {
          const get = open.result.transaction(store).objectStore(store).get('queries')
          get.onsuccess = () => resolve(JSON.parse(get.result).buster)
        }
      }),
    { db: OFFLINE_DB, store: OFFLINE_STORE },
  )
  const precacheBytes = await page.evaluate(async () => {
    let bytes = 0
    for (const name of await caches.keys()) {
      if (!name.startsWith('workbox-precache')) continue
      const cache = await caches.open(name)
      for (const request of await cache.keys()) {
        bytes += (await (await cache.match(request))?.arrayBuffer())?.byteLength ?? 0
      }
    }
    return bytes
  })
  const onlineMs = await timeToLibrary(page)

  // A large library, fetched the way the app would and persisted in the app's own format.
  const existing = (await double.control('seed-videos', {
    data: { email: DEMO.email, count: 0 },
  })) as { total: number }
  await double.control('seed-videos', {
    data: { email: DEMO.email, count: LIST_ITEMS - existing.total },
  })
  const login = await fetch(`${urls.api}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO),
  })
  const { access_token: token } = (await login.json()) as { access_token: string }
  const queries: unknown[] = []
  const ids: string[] = []
  for (let n = 1; n <= LIST_ITEMS / PAGE_SIZE; n++) {
    const data = await api<{ items: { id: string; status: string }[] }>(
      `/api/videos?size=${PAGE_SIZE}&page=${n}&sort[]=priority&sort[]=-created_at`,
      token,
    )
    queries.push(query(['videos', 'list', { page: n, tags: '' }], data))
    ids.push(...data.items.filter((item) => item.status === 'completed').map((item) => item.id))
  }
  for (const id of ids.slice(0, DETAIL_PAGES)) {
    queries.push(query(['videos', 'detail', id], await api(`/api/videos/${id}`, token)))
  }
  queries.push(query(['profile'], await api('/api/profile', token)))
  const client = JSON.stringify({
    buster,
    timestamp: Date.now(),
    clientState: { mutations: [], queries },
  })
  // A page without polling queries, so the app does not write over the copy put in below; the
  // wait lets its last throttled write (500 ms) land first. Nothing on the page can show that.
  await page.goto('/privacy-policy')
  await page.waitForTimeout(1000)
  await page.evaluate(
    ({ db, store, value }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(db)
        open.onsuccess = () => {
          const tx = open.result.transaction(store, 'readwrite')
          tx.objectStore(store).put(value, 'queries')
          tx.oncomplete = () => resolve()
          tx.onerror = () => reject(tx.error)
        }
      }),
    { db: OFFLINE_DB, store: OFFLINE_STORE, value: client },
  )

  // Everything is restored before the router starts; the app then writes it back itself.
  await page.goto('/video')
  await expect(page.locator('a.video-card-link').first()).toBeVisible()
  const restore = await page.evaluate(() => {
    const entry = performance.getEntriesByName('vi:persist-restore')[0] as PerformanceMeasure
    return { ms: entry.duration, chars: (entry.detail as { chars: number }).chars }
  })
  expect(restore.chars).toBe(client.length)
  await page.getByRole('button', { name: 'Refresh' }).click()
  await expect
    .poll(async () => (await readPersisted(page)).hashes.length)
    .toBeGreaterThanOrEqual(LIST_ITEMS / PAGE_SIZE + DETAIL_PAGES)
  const large = await readPersisted(page)
  const onlineLargeMs = await timeToLibrary(page)

  await context.setOffline(true)
  const offlineMs = await timeToLibrary(page)
  await page.goto('/video?page=40')
  await expect(page.locator('a.video-card-link').first()).toBeVisible()
  await page.goto(`/video-detail/${ids[DETAIL_PAGES - 1]}`)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/not available/i)
  await expect(page.locator('main .lazy-image').first()).toBeVisible()

  const figures = {
    precacheBytes,
    persistedCharsSmall: small.chars,
    persistedQueries: large.hashes.length,
    persistedChars: large.chars,
    restoreMs: Math.round(restore.ms),
    libraryOnlineSmallCacheMs: Math.round(onlineMs),
    libraryOnlineLargeCacheMs: Math.round(onlineLargeMs),
    libraryOfflineLargeCacheMs: Math.round(offlineMs),
  }
  console.log(`offline figures: ${JSON.stringify(figures)}`)
})
