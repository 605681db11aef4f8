// @ts-check
/**
 * An offline start to its first answered search (docs/decisions.md, "Budgets, ruled again":
 * <= 1 s after the first paint). A user browses library pages and detail pages online, so the
 * app saves them and indexes them; once the index is written, the browser goes offline and a
 * search results address is loaded again and again: each load's first paint and the moment its
 * first result shows (from this device's index), from the navigation's start.
 */
import { median } from './first-screens.mjs'
import { apiAuth, signIn } from './sign-in.mjs'

/** The app's index database and store (src/api/local-search/storage.ts). */
const INDEX_DB = 'vi-search-index'
const INDEX_VIDEOS = 'videos'

/** An init script: when the first result shows, from the navigation's start. */
const markFirstResult = () => {
  new MutationObserver((_, observer) => {
    if (document.querySelector('.results-list > li')) {
      Object.assign(window, { firstResultAt: performance.now() })
      observer.disconnect()
    }
  }).observe(document, { childList: true, subtree: true })
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {{ app: string, api: string, control: string, account: import('./sign-in.mjs').Account,
 *   libraryPages?: number, details?: number, runs?: number }} options
 */
export async function measureOfflineSearchStart(
  browser,
  { app, api, control, account, libraryPages = 10, details = 20, runs = 5 },
) {
  const auth = await apiAuth(api, account)
  /** @param {number} n @returns {Promise<{ total: number, items: { id: string, status: string, title: string }[] }>} */
  const listPage = (n) =>
    fetch(`${api}/api/videos?size=50&page=${n}`, { headers: auth }).then((r) => r.json())
  const first = await listPage(1)
  if (first.total < libraryPages * 50) {
    await fetch(`${control}/seed-videos`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: account.email, count: libraryPages * 50 - first.total }),
    })
  }
  /** @type {{ id: string, status: string, title: string }[]} */
  const browsed = []
  for (let n = 1; n <= libraryPages; n++) browsed.push(...(await listPage(n)).items)
  const completed = browsed.filter((video) => video.status === 'completed')
  const detailIds = completed.slice(0, details).map((video) => video.id)

  const context = await browser.newContext({ serviceWorkers: 'allow' })
  try {
    const page = await context.newPage()
    await signIn(page, app, account)
    await page.evaluate(() => navigator.serviceWorker.ready)
    await page.reload() // now the service worker controls the page
    for (let n = 1; n <= libraryPages; n++) {
      await page.goto(`${app}/video?page=${n}`)
      await page.locator('article.video-card').first().waitFor()
    }
    for (const id of detailIds) {
      await page.goto(`${app}/video-detail/${id}`)
      await page.locator('main h1').first().waitFor()
    }
    // A search online gives the address to load offline: a word of the last browsed title.
    const word =
      completed
        .at(-1)
        ?.title.split(/\s+/)
        .find((part) => part.length >= 4) ?? 'video'
    await page.goto(`${app}/advanced-search`)
    await page.getByLabel('Describe the videos you are looking for').fill(word)
    await page.getByRole('button', { name: 'Search Relevant Videos' }).click()
    await page.waitForURL(/\/video\/similar/)
    const resultsUrl = page.url()

    // The bench may wait for the app's background work: every completed video indexed and
    // written (the app posts saved pages after the load, in idle moments, and writes 1 s later).
    const stored = () =>
      page.evaluate(
        ([name, store]) =>
          new Promise((resolve) => {
            const open = indexedDB.open(name)
            open.onerror = () => resolve(0)
            open.onsuccess = () => {
              const db = open.result
              if (!db.objectStoreNames.contains(store)) return resolve(0)
              const count = db.transaction(store).objectStore(store).count()
              count.onsuccess = () => {
                db.close()
                resolve(count.result)
              }
            }
          }),
        [INDEX_DB, INDEX_VIDEOS],
      )
    const deadline = Date.now() + 120_000
    while (Number(await stored()) < completed.length && Date.now() < deadline)
      await page.waitForTimeout(500)
    const indexed = Number(await stored())

    await context.setOffline(true)
    await page.addInitScript(markFirstResult)
    /** @type {{ paint: number, answer: number }[]} */
    const loads = []
    for (let i = 0; i < runs; i++) {
      await page.goto(resultsUrl)
      await page.locator('.results-list > li').first().waitFor({ timeout: 30_000 })
      loads.push(
        await page.evaluate(() => {
          const paints = performance.getEntriesByType('paint')
          const paint =
            paints.find((entry) => entry.name === 'first-contentful-paint') ??
            paints.find((entry) => entry.name === 'first-paint')
          return {
            paint: paint?.startTime ?? Number.NaN,
            answer: Number(Reflect.get(window, 'firstResultAt') ?? Number.NaN),
          }
        }),
      )
    }
    return {
      videosIndexed: indexed,
      detailPages: detailIds.length,
      libraryPages,
      runs,
      paintMs: median(loads.map((load) => load.paint)),
      answerMs: median(loads.map((load) => load.answer)),
      afterPaintMs: median(loads.map((load) => load.answer - load.paint)),
      worstAfterPaintMs: Math.max(...loads.map((load) => load.answer - load.paint)),
    }
  } finally {
    await context.close()
  }
}
