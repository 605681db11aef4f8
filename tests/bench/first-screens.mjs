// @ts-check
/**
 * Figures of the production build as a visitor meets it: the bytes each first screen loads,
 * the service worker's precache, and the warm start of the library online and offline.
 * Part of `npm run bench`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { signIn } from './sign-in.mjs'

/** @typedef {import('@playwright/test').Browser} Browser */
/** @typedef {import('./sign-in.mjs').Account} Account */
/** @typedef {{ gzip: number, brotli: number }} Compressed */
/** @typedef {import('./card-split.mjs').ChunkParts} ChunkParts */

/**
 * The JS and CSS a fresh load of one screen fetches, compressed here from dist/.
 * @param {Browser} browser
 * The JS is also split into the design card's packages and the product's own code, each file's
 * gzip bytes shared out by its modules' minified lengths (`parts`: file → what it holds), and
 * the own code into its modules (`ownModules`: module id → gzip bytes).
 * @param {{ app: string, path: string, account?: Account, parts: Map<string, ChunkParts> }} screen
 *   signed in when it has an account
 * @returns {Promise<{
 *   js: Compressed & { card: number, own: number }, css: Compressed, files: number,
 *   ownModules: Map<string, number>,
 * }>}
 */
export async function firstScreenBytes(browser, { app, path, account, parts }) {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  if (account) {
    // Signed in from a page of its own: what its landing page still fetches is not counted.
    const landing = await context.newPage()
    await signIn(landing, app, account)
    await landing.close()
  }
  const page = await context.newPage()
  /** @type {Set<string>} */
  const files = new Set()
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.origin === app && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname)
  })
  // A fresh page load of this screen, as a first visit would make it.
  await page.goto(`${app}${path}`, { waitUntil: 'networkidle' })
  await context.close()
  const sizes = {
    js: { gzip: 0, brotli: 0, card: 0, own: 0 },
    css: { gzip: 0, brotli: 0 },
    files: files.size,
    ownModules: new Map(),
  }
  for (const file of files) {
    const body = readFileSync(join('dist', file))
    const gzip = gzipSync(body, { level: 9 }).length
    const kind = file.endsWith('.css') ? 'css' : 'js'
    sizes[kind].gzip += gzip
    sizes[kind].brotli += brotliCompressSync(body).length
    if (kind === 'js') {
      const held = parts.get(file.replace(/^\//, '')) ?? { card: 0, own: {} }
      sizes.js.card += gzip * held.card
      sizes.js.own += gzip * (1 - held.card)
      for (const [id, share] of Object.entries(held.own)) {
        sizes.ownModules.set(id, (sizes.ownModules.get(id) ?? 0) + gzip * share)
      }
    }
  }
  return sizes
}

/** The entries the service worker precaches and their bytes on disk. */
export function precacheBytes() {
  const sw = readFileSync('dist/sw.js', 'utf8')
  const urls = [...sw.matchAll(/"?url"?\s*:\s*"([^"]+)"/g)].map((match) => match[1] ?? '')
  let bytes = 0
  for (const url of urls) {
    try {
      bytes += statSync(join('dist', url)).size
    } catch {
      // a URL that is not a file of the build (a navigation fallback)
    }
  }
  return { entries: urls.length, bytes }
}

/**
 * Each pre-rendered page's HTML (both languages' files; not the app shell), gzip bytes at
 * level 6 as a server sends it. A new connection delivers about 14.6 KB in its first round
 * trip (TCP's initial window of 10 segments), headers included: a page over about 13.3 KB
 * gzip costs a round trip more before it can paint (docs/decisions.md, "Home's HTML in one
 * round trip").
 */
export function prerenderedHtmlBytes() {
  return readdirSync('dist')
    .filter((file) => file.endsWith('.html') && file !== 'shell.html')
    .sort()
    .map((file) => ({
      file,
      gzip: gzipSync(readFileSync(join('dist', file)), { level: 6 }).length,
    }))
}

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/**
 * Milliseconds from navigation to a rendered library through the service worker, the median
 * of `runs` loads online and `runs` offline. Three figures per load: `total`, from the test's
 * `goto` to Playwright seeing the first card (what the budget is set on; it includes the
 * previous page's unload and Playwright's own round trips, which grow with the machine's
 * load); `inPage`, from the page's navigation start to the first frame after the first card
 * is in the document, by the page's own clock; and `live`, the same for the app's own first
 * card, which replaces the page snapshot (offline/page-snapshot.ts). The runs go in blocks online, offline,
 * offline, online, so a load average that climbs or falls during the run moves both modes
 * alike instead of only the ratio; each block's loads follow one another at once, as
 * repeated reloads would.
 * @param {Browser} browser @param {{ app: string, account: Account, runs: number }} options
 */
export async function warmStarts(browser, { app, account, runs }) {
  const context = await browser.newContext({ serviceWorkers: 'allow' })
  await context.addInitScript(firstCardTime, FIRST_CARD_LOG)
  const page = await context.newPage()
  await signIn(page, app, account)
  await page.locator('article.video-card').first().waitFor()
  await page.evaluate(() => navigator.serviceWorker.ready)
  // One more load so the service worker controls the page and the caches are warm, and the
  // page snapshot is kept, as it is a second after a user has seen the library.
  await page.reload()
  await page.locator('article.video-card').first().waitFor()
  await snapshotKept(page)
  await page.evaluate((key) => sessionStorage.removeItem(key), FIRST_CARD_LOG)
  const time = async () => {
    const started = Date.now()
    await page.goto(`${app}/video`)
    await page.locator('article.video-card').first().waitFor()
    const total = Date.now() - started
    // The app's own cards before the next load, so that every load logs its `live` figure.
    await page.locator('#root > :not([data-snapshot]) article.video-card').first().waitFor()
    return total
  }
  /** @type {Record<'online' | 'offline', number[]>} */
  const totals = { online: [], offline: [] }
  const first = Math.ceil(runs / 2)
  for (const [mode, count] of /** @type {const} */ ([
    ['online', first],
    ['offline', first],
    ['offline', runs - first],
    ['online', runs - first],
  ])) {
    await context.setOffline(mode === 'offline')
    for (let i = 0; i < count; i++) {
      totals[mode].push(await time())
    }
  }
  /** @type {{ frame: number, live: number, online: boolean }[]} */
  const log = await page.evaluate(
    (key) => JSON.parse(sessionStorage.getItem(key) ?? '[]'),
    FIRST_CARD_LOG,
  )
  await context.close()
  const inPage = (/** @type {boolean} */ online, /** @type {'frame' | 'live'} */ figure) =>
    median(log.filter((entry) => entry.online === online).map((entry) => entry[figure]))
  return {
    online: median(totals.online),
    offline: median(totals.offline),
    inPage: { online: inPage(true, 'frame'), offline: inPage(false, 'frame') },
    live: { online: inPage(true, 'live'), offline: inPage(false, 'live') },
  }
}

/**
 * Waits until the app has kept the page snapshot for this address (offline/page-snapshot.ts).
 * @param {import('@playwright/test').Page} page
 */
async function snapshotKept(page) {
  for (let tries = 0; tries < 100; tries++) {
    const kept = await page.evaluate(async () =>
      Boolean(await (await caches.open('vi-page-snapshots')).match(location.href)),
    )
    if (kept) return
    await page.waitForTimeout(100)
  }
  throw new Error('the page snapshot was not kept within 10 s')
}

/** Where each load's in-page figure is kept until the end of the run (the tab's session). */
const FIRST_CARD_LOG = 'bench:first-card'

/**
 * Runs in every document of the warm context before its own scripts: once the first library
 * card is in the document, the start of the next frame (the one that paints it) is noted, and
 * once the app's own first card is (not the snapshot's, offline/page-snapshot.ts), both are added to
 * the tab's log `key`, in ms since navigation start, with the mode it was loaded in (a load
 * whose frame never came, the next navigation being quicker, is simply missing).
 * @param {string} key
 */
function firstCardTime(key) {
  /** @type {number | undefined} */
  let frame
  const observer = new MutationObserver(() => {
    const cards = [...document.querySelectorAll('article.video-card')]
    if (cards.length === 0) return
    if (frame === undefined) requestAnimationFrame((time) => (frame ??= time))
    if (cards.every((card) => card.closest('[data-snapshot]'))) return
    observer.disconnect()
    requestAnimationFrame((live) => {
      const log = JSON.parse(sessionStorage.getItem(key) ?? '[]')
      log.push({ frame: Math.min(frame ?? live, live), live, online: navigator.onLine })
      sessionStorage.setItem(key, JSON.stringify(log))
    })
  })
  observer.observe(document, { childList: true, subtree: true })
}
