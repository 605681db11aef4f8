// @ts-check
/**
 * Persisted-cache figures: a library of 2,000 videos is browsed page by page (40 list pages of
 * 50) and 200 detail pages are opened, so the app persists them; then the page is reloaded and
 * the app's own `vi:persist-restore` measure gives the restore time and the records restored.
 */
import { apiAuth, signIn } from './sign-in.mjs'

const LIBRARY = 2000
const DETAILS = 200
const RELOADS = 5

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {{ app: string, control: string, account: import('./sign-in.mjs').Account }} options
 */
export async function measureRestore(browser, { app, control, account }) {
  const api = control.replace(/\/__control$/, '')
  const auth = await apiAuth(api, account)
  const first = await fetch(`${api}/api/videos?size=50&page=1`, { headers: auth }).then((r) =>
    r.json(),
  )
  if (first.total < LIBRARY) {
    await fetch(`${control}/seed-videos`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: account.email, count: LIBRARY - first.total }),
    })
  }
  /** @type {string[]} */
  const ids = []
  for (let page = 1; ids.length < DETAILS; page++) {
    /** @type {{ items: { id: string, status: string }[] }} */
    const list = await fetch(`${api}/api/videos?size=50&page=${page}`, { headers: auth }).then(
      (r) => r.json(),
    )
    if (!list.items.length) break
    ids.push(...list.items.filter((item) => item.status === 'completed').map((item) => item.id))
  }

  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  await signIn(page, app, account)

  for (let n = 1; n <= LIBRARY / 50; n++) {
    await page.goto(`${app}/video?page=${n}`)
    await page.locator('article.video-card').first().waitFor()
  }
  for (const id of ids.slice(0, DETAILS)) {
    await page.goto(`${app}/video-detail/${id}`)
    await page.locator('main h1').first().waitFor()
  }
  // Each page is saved as it arrives; a last reload reads them all back.

  const restores = []
  let records = 0
  for (let i = 0; i < RELOADS; i++) {
    await page.goto(`${app}/video`)
    await page.locator('article.video-card').first().waitFor()
    const measure = await page.evaluate(() => {
      const entry = /** @type {PerformanceMeasure | undefined} */ (
        performance.getEntriesByName('vi:persist-restore')[0]
      )
      return entry ? { duration: entry.duration, records: entry.detail?.records ?? 0 } : undefined
    })
    if (measure) {
      restores.push(measure.duration)
      records = measure.records
    }
  }
  const bytes = await page.evaluate(async () => {
    // Every value of every object store of every IndexedDB database of the app, as JSON text.
    let total = 0
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue
      const db = await new Promise((resolve, reject) => {
        const open = indexedDB.open(/** @type {string} */ (info.name))
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      for (const store of db.objectStoreNames) {
        const values = await new Promise((resolve) => {
          const request = db.transaction(store).objectStore(store).getAll()
          request.onsuccess = () => resolve(request.result)
          request.onerror = () => resolve([])
        })
        for (const value of values)
          total += typeof value === 'string' ? value.length : JSON.stringify(value ?? null).length
      }
      db.close()
    }
    return total
  })
  await context.close()
  const sorted = [...restores].sort((a, b) => a - b)
  return { restoreMs: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN, bytes, records }
}
