import type { Page } from '@playwright/test'
import { LOCAL_SEARCH_MAX_VIDEOS } from '@/config/limits'
import { camelizeKeys } from '@/lib/case'
import { ownerOf } from '@/lib/owner'
import { SAVED_SCHEMA_VERSION } from '@/offline/names'
import { DEMO, expect, openSignedIn, test } from './fixtures'
import {
  markFirstCard,
  persisted,
  readPersisted,
  SAVED_DB,
  serviceWorkerReady,
} from './offline-helpers'
import { urls } from './ports'
import { cardLinks } from './videos-helpers'

test.use({ serviceWorkers: 'allow' })

const LIST_ITEMS = 2000
const DETAIL_PAGES = 200
const PAGE_SIZE = 50

async function timeToLibrary(page: Page): Promise<number> {
  await page.goto('/video')
  await expect(cardLinks(page).first()).toBeVisible()
  return page.evaluate(() => (window as unknown as { firstCardAt: number }).firstCardAt)
}

async function api<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`${urls.api}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(response.status, path).toBe(200)
  return camelizeKeys(await response.json()) as T
}

/** A saved record in the app's own format (src/offline/saved-records.ts). */
const record = (queryKey: unknown[], data: unknown) => ({
  id: JSON.stringify(queryKey),
  owner: ownerOf(DEMO),
  version: SAVED_SCHEMA_VERSION,
  queryKey,
  data,
  updatedAt: Date.now(),
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
  await openSignedIn(page)
  await expect(page.getByRole('heading', { name: 'Videos', level: 1 })).toBeVisible()
  await serviceWorkerReady(page)
  await persisted(page, [['videos', 'list', { page: 1, tags: '' }]])
  const small = await readPersisted(page)
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
    queries.push(record(['videos', 'list', { page: n, tags: '' }], data))
    ids.push(...data.items.filter((item) => item.status === 'completed').map((item) => item.id))
  }
  for (const id of ids.slice(0, DETAIL_PAGES)) {
    queries.push(record(['videos', 'detail', id], await api(`/api/videos/${id}`, token)))
  }
  queries.push(record(['profile'], await api('/api/profile', token)))
  // One record per query: the app's own saves never overwrite these (no snapshot to replace).
  await page.evaluate(
    ({ db, values }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(db)
        open.onsuccess = () => {
          const tx = open.result.transaction('records', 'readwrite')
          for (const value of values) tx.objectStore('records').put(value)
          tx.oncomplete = () => resolve()
          tx.onerror = () => reject(tx.error)
        }
      }),
    { db: SAVED_DB, values: queries },
  )

  // Everything is restored before the router starts.
  await page.goto('/video')
  await expect(cardLinks(page).first()).toBeVisible()
  const restore = await page.evaluate(() => {
    const entry = performance.getEntriesByName('vi:persist-restore')[0] as PerformanceMeasure
    return { ms: entry.duration, records: (entry.detail as { records: number }).records }
  })
  expect(restore.records).toBe(queries.length)
  const large = await readPersisted(page)
  const onlineLargeMs = await timeToLibrary(page)

  await context.setOffline(true)
  const offlineMs = await timeToLibrary(page)
  await page.goto('/video?page=40')
  await expect(cardLinks(page).first()).toBeVisible()
  await page.goto(`/video-detail/${ids[DETAIL_PAGES - 1]}`)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/not available/i)
  await expect(page.locator('main .lazy-image').first()).toBeVisible()

  // More completed videos are saved than this device's search holds: its results say so.
  await page.goto('/video/similar?description=video')
  const searched = `This device searches only the ${LOCAL_SEARCH_MAX_VIDEOS.toLocaleString('en')} videos you opened or listed most recently.`
  await expect(page.getByRole('status').filter({ hasText: searched })).toBeVisible({
    timeout: 30_000,
  })

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
