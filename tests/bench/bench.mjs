// @ts-check
/**
 * `npm run bench`: builds the production bundle, serves it with the API double, and prints one
 * table of figures: bytes each first screen loads, the precache size, Lighthouse scores, warm
 * start online vs offline, and the persisted-cache restore. It reports; it never fails CI.
 * Options: --no-build (reuse dist/), --runs N (timing runs, default 5), --no-lighthouse.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { startDouble } from '../api-double/server.mjs'
import { CHROMIUM_ARGS, chromiumPath } from '../tools/browser.mjs'
import { measureLocalSearch } from './local-search.mjs'
import { measureRestore } from './restore.mjs'

const args = process.argv.slice(2)
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 5
const BASE = Number(process.env.BENCH_PORT_BASE ?? 5300)
const APP = `http://localhost:${BASE}`
const DEMO = { email: 'demo@example.com', password: 'Demo1234' }
const executablePath = chromiumPath()

if (!args.includes('--no-build')) {
  console.log('Building…')
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(1)
}

const double = await startDouble({
  apiPort: BASE + 1,
  assetsPort: BASE + 2,
  storagePort: BASE + 3,
  quiet: true,
  control: true,
})
// vite itself, not npx: killing npx leaves the server holding the port.
const preview = spawn(
  process.execPath,
  ['node_modules/vite/bin/vite.js', 'preview', '--port', String(BASE), '--strictPort'],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      RUNTIME_CONFIG: JSON.stringify({
        apiBase: `http://localhost:${BASE + 1}`,
        assetsBase: `http://localhost:${BASE + 2}`,
      }),
      STORAGE_ORIGINS: double.storageUrl,
    },
  },
)
await new Promise((resolve) =>
  preview.stdout?.on('data', (chunk) => String(chunk).includes('Local') && resolve(undefined)),
)

/** @type {string[]} */
const rows = []
const row = (/** @type {string[]} */ cells) => rows.push(`| ${cells.join(' | ')} |`)
const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`

try {
  const browser = await chromium.launch({
    args: CHROMIUM_ARGS,
    ...(executablePath ? { executablePath } : {}),
  })
  const detailPath = await firstDetailPath()

  // 1. Bytes of JS and CSS each first screen loads (compressed here from dist/).
  const screens = [
    ['/', false],
    ['/login', false],
    ['/video', true],
    [detailPath, true],
    ['/advanced-search', true],
  ]
  rows.push(
    '| first screen | JS gzip | JS brotli | CSS gzip | CSS brotli | files |',
    '|---|---|---|---|---|---|',
  )
  const bundle = {}
  for (const [path, signedIn] of /** @type {[string, boolean][]} */ (screens)) {
    const sizes = await firstScreenBytes(browser, path, signedIn)
    bundle[path] = sizes
    row([
      path === detailPath ? '/video-detail/{id}' : path,
      kb(sizes.js.gzip),
      kb(sizes.js.brotli),
      kb(sizes.css.gzip),
      kb(sizes.css.brotli),
      String(sizes.files),
    ])
  }

  // 2. Precache.
  const precache = precacheBytes()
  rows.push('', '| precache | entries | bytes |', '|---|---|---|')
  row(['service worker precache', String(precache.entries), kb(precache.bytes)])

  // 3. Warm start to a rendered library, online and offline, through the service worker.
  const starts = await warmStarts(browser)
  rows.push('', `| warm start to a rendered library (median of ${RUNS}) | ms |`, '|---|---|')
  row(['online', starts.online.toFixed(0)])
  row(['offline', starts.offline.toFixed(0)])
  row(['offline / online', (starts.offline / starts.online).toFixed(2)])

  // 4. Persisted cache: 2,000 library items + 200 detail pages.
  const restore = await measureRestore(browser, {
    app: APP,
    control: `${double.apiUrl}/__control`,
    account: DEMO,
  })
  rows.push('', '| persisted cache (2,000 items + 200 details) | value |', '|---|---|')
  row(['persisted size', kb(restore.bytes)])
  row(['restore time (median)', `${restore.restoreMs.toFixed(0)} ms`])
  row(['records restored', String(restore.records)])

  // The offline search index (its own file): build, queries, stored size, code size.
  rows.push('', ...(await measureLocalSearch(browser, { port: BASE + 60 })))

  await browser.close()

  // 5. Lighthouse (mobile, simulated throttling) for the key screens.
  if (!args.includes('--no-lighthouse')) {
    rows.push(
      '',
      '| Lighthouse | Performance | Accessibility | Best Practices | LCP | TBT | CLS |',
      '|---|---|---|---|---|---|---|',
    )
    for (const [path, signedIn] of /** @type {[string, boolean][]} */ (screens.slice(0, 4))) {
      const scores = await lighthouseScores(path, signedIn)
      row([
        path === detailPath ? '/video-detail/{id}' : path,
        scores.performance,
        scores.accessibility,
        scores.bestPractices,
        scores.lcp,
        scores.tbt,
        scores.cls,
      ])
    }
  }
} finally {
  preview.kill('SIGTERM')
  await double.close()
}

const header = `Benchmark of ${new Date().toISOString().slice(0, 10)} on ${process.platform} ${process.arch}, Node ${process.version}, ${(await import('node:os')).cpus().length} cores\n`
const table = `${header}\n${rows.join('\n')}\n`
console.log(`\n${table}`)
writeFileSync('tests/bench/latest.md', table)
console.log('Written to tests/bench/latest.md')

// ---------------------------------------------------------------------------------------------

async function signIn(page) {
  await page.goto(`${APP}/login`)
  await page.getByLabel('E-mail address').fill(DEMO.email)
  await page.getByLabel('Password').fill(DEMO.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL(/\/video/)
}

async function firstDetailPath() {
  const login = await fetch(`${double.apiUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO),
  }).then((r) => r.json())
  const list = await fetch(`${double.apiUrl}/api/videos?size=50&page=1`, {
    headers: { Authorization: `Bearer ${login.access_token}` },
  }).then((r) => r.json())
  const video = list.items.find((item) => item.status === 'completed')
  return `/video-detail/${video.id}`
}

async function firstScreenBytes(browser, path, signedIn) {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  if (signedIn) await signIn(page)
  const files = new Set()
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.origin === APP && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname)
  })
  // A fresh page load of this screen, as a first visit would make it.
  await page.goto(`${APP}${path}`, { waitUntil: 'networkidle' })
  await context.close()
  const sizes = { js: { gzip: 0, brotli: 0 }, css: { gzip: 0, brotli: 0 }, files: files.size }
  for (const file of files) {
    const body = readFileSync(join('dist', file))
    const kind = file.endsWith('.css') ? 'css' : 'js'
    sizes[kind].gzip += gzipSync(body, { level: 9 }).length
    sizes[kind].brotli += brotliCompressSync(body).length
  }
  return sizes
}

function precacheBytes() {
  const sw = readFileSync('dist/sw.js', 'utf8')
  const urls = [...sw.matchAll(/"?url"?\s*:\s*"([^"]+)"/g)].map((match) => match[1])
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

// A declaration (hoisted): the top-level run above calls it before this line is reached.
function median(/** @type {number[]} */ values) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

async function warmStarts(browser) {
  const context = await browser.newContext({ serviceWorkers: 'allow' })
  const page = await context.newPage()
  await signIn(page)
  await page.locator('article.video-card').first().waitFor()
  await page.evaluate(() => navigator.serviceWorker.ready)
  // One more load so the service worker controls the page and the caches are warm.
  await page.reload()
  await page.locator('article.video-card').first().waitFor()
  const time = async () => {
    const started = Date.now()
    await page.goto(`${APP}/video`)
    await page.locator('article.video-card').first().waitFor()
    return Date.now() - started
  }
  const online = []
  for (let i = 0; i < RUNS; i++) online.push(await time())
  await context.setOffline(true)
  const offline = []
  for (let i = 0; i < RUNS; i++) offline.push(await time())
  await context.close()
  return { online: median(online), offline: median(offline) }
}

async function lighthouseScores(path, signedIn) {
  const { default: lighthouse } = await import('lighthouse')
  const port = BASE + 50
  const profile = mkdtempSync(join(tmpdir(), 'bench-lh-'))
  const context = await chromium.launchPersistentContext(profile, {
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    ...(executablePath ? { executablePath } : {}),
    serviceWorkers: 'block',
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    if (signedIn) await signIn(page)
    const result = await lighthouse(`${APP}${path}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: true,
    })
    const lhr = result?.lhr
    const score = (id) => (lhr?.categories[id]?.score ?? 0) * 100
    const audit = (id) => lhr?.audits[id]?.displayValue ?? '—'
    return {
      performance: score('performance').toFixed(0),
      accessibility: score('accessibility').toFixed(0),
      bestPractices: score('best-practices').toFixed(0),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
    }
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
}
