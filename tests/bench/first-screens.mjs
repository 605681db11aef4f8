// @ts-check
/**
 * Figures of the production build as a visitor meets it: the bytes each first screen loads,
 * the service worker's precache, and the warm start of the library online and offline.
 * Part of `npm run bench`.
 */
import { readFileSync, statSync } from 'node:fs'
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
  const page = await context.newPage()
  if (account) await signIn(page, app, account)
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

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/**
 * Milliseconds from navigation to a rendered library through the service worker, the median
 * of `runs` loads online and `runs` offline.
 * @param {Browser} browser @param {{ app: string, account: Account, runs: number }} options
 */
export async function warmStarts(browser, { app, account, runs }) {
  const context = await browser.newContext({ serviceWorkers: 'allow' })
  const page = await context.newPage()
  await signIn(page, app, account)
  await page.locator('article.video-card').first().waitFor()
  await page.evaluate(() => navigator.serviceWorker.ready)
  // One more load so the service worker controls the page and the caches are warm.
  await page.reload()
  await page.locator('article.video-card').first().waitFor()
  const time = async () => {
    const started = Date.now()
    await page.goto(`${app}/video`)
    await page.locator('article.video-card').first().waitFor()
    return Date.now() - started
  }
  const online = []
  for (let i = 0; i < runs; i++) online.push(await time())
  await context.setOffline(true)
  const offline = []
  for (let i = 0; i < runs; i++) offline.push(await time())
  await context.close()
  return { online: median(online), offline: median(offline) }
}
