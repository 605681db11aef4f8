// @ts-check
/**
 * `npm run bench`: builds the production bundle, serves it with the API double, and prints one
 * table of figures, each beside its budget (budgets.mjs; README.md#performance): bytes each
 * first screen loads, the precache size, Lighthouse (median of 3 runs), warm start online vs
 * offline, and the persisted-cache restore. It reports; it never fails CI. The machine's load average is printed
 * with the figures: Lighthouse's simulated throttling still slows down on a busy machine.
 * Beside the product it builds and measures the bare-stack reference app (bare-stack.mjs), and
 * prints the product's Lighthouse LCP as a ratio of the bare stack's, measured in the same run.
 * Options: --no-build (reuse dist/ and .bench/), --runs N (timing runs, default 5),
 * --lighthouse-runs N (default 3), --no-lighthouse, --only bytes,warm,restore,search,upload,
 * waiting,keep,lighthouse,interactions,day,archive (those parts alone, printed; latest.md keeps the last
 * whole run). `search` is the offline search index and an offline start to its first answered
 * search; `waiting` an upload kept on the device for the network (waiting-upload.mjs); `keep`
 * a 200 MB video kept for offline (keep-offline.mjs);
 * `interactions` the INP of the signed-in screens' interactions on a slowed phone (interactions.mjs);
 * `day` 200 rounds (`--rounds N`) through the library, a detail page and a search: memory and
 * time (day-of-use.mjs); `archive` an archive of 10,000 videos in the local-search worker (archive.mjs).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { chromium } from '@playwright/test'
import { build } from 'vite'
import { startDouble } from '../api-double/server.mjs'
import { CHROMIUM_ARGS, chromiumPath } from '../tools/browser.mjs'
import { measureArchive } from './archive.mjs'
import { buildBareStack, serveBareStack } from './bare-stack.mjs'
import { BUDGETS, HTML_ROUND_TRIP } from './budgets.mjs'
import { cardSharePlugin } from './card-split.mjs'
import { measureDayOfUse } from './day-of-use.mjs'
import {
  firstScreenBytes,
  precacheBytes,
  prerenderedHtmlBytes,
  warmStarts,
} from './first-screens.mjs'
import { measureInteractions } from './interactions.mjs'
import { measureKeep } from './keep-offline.mjs'
import { lighthouseTable } from './lighthouse.mjs'
import { measureLocalSearch } from './local-search.mjs'
import { measureOfflineSearchStart } from './offline-search-start.mjs'
import { servePreview } from './preview.mjs'
import { measureRestore } from './restore.mjs'
import { apiAuth } from './sign-in.mjs'
import { measureUploadQueue } from './upload-queue.mjs'
import { measureWaitingUpload } from './waiting-upload.mjs'

const args = process.argv.slice(2)
const option = (/** @type {string} */ name) =>
  args.includes(name) ? Number(args[args.indexOf(name) + 1]) : undefined
const RUNS = option('--runs') || 5
const LIGHTHOUSE_RUNS = option('--lighthouse-runs') || 3
const BASE = Number(process.env.BENCH_PORT_BASE ?? 5300)
const APP = `http://localhost:${BASE}`
const DEMO = { email: 'demo@example.com', password: 'Demo1234' }
const executablePath = chromiumPath()
const only = args.includes('--only') ? args[args.indexOf('--only') + 1]?.split(',') : undefined
const part = (/** @type {string} */ name) => !only || only.includes(name)

// What each built script holds (card-split.mjs), kept for --no-build.
const PARTS_FILE = '.bench/chunk-parts.json'
if (!args.includes('--no-build')) {
  console.log('Building…')
  /** @type {Map<string, import('./card-split.mjs').ChunkParts>} */
  const parts = new Map()
  await build({ logLevel: 'warn', plugins: [cardSharePlugin(parts)] })
  mkdirSync('.bench', { recursive: true })
  writeFileSync(PARTS_FILE, JSON.stringify(Object.fromEntries(parts)))
  console.log('Building the bare stack…')
  await buildBareStack()
}
const chunkParts = new Map(Object.entries(JSON.parse(readFileSync(PARTS_FILE, 'utf8'))))

const double = await startDouble({
  apiPort: BASE + 1,
  assetsPort: BASE + 2,
  storagePort: BASE + 3,
  quiet: true,
  control: true,
})
const preview = await servePreview({ port: BASE, double })
const bare = await serveBareStack(BASE + 4)

/** How many of the product's own modules the bench names per first screen. */
const OWN_MODULES_SHOWN = Number(process.env.OWN_MODULES_SHOWN ?? 12)

/** The path of the first completed video's detail page. */
async function firstDetailPath() {
  const list = await fetch(`${double.apiUrl}/api/videos?size=50&page=1`, {
    headers: await apiAuth(double.apiUrl, DEMO),
  }).then((r) => r.json())
  const video = list.items.find(
    (/** @type {{ status: string }} */ item) => item.status === 'completed',
  )
  return `/video-detail/${video.id}`
}

/** "figure ✓" or "figure ✗ (budget)" */
const against = (/** @type {string} */ shown, /** @type {boolean} */ ok) =>
  `${shown} ${ok ? '✓' : '✗'}`

/** @type {number[][]} */
const loads = [loadavg()]

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
  /** @type {[path: string, signedIn: boolean][]} */
  const screens = [
    ['/', false],
    ['/login', false],
    ['/privacy-policy', false],
    ['/video', true],
    [detailPath, true],
    ['/advanced-search', true],
  ]
  if (part('bytes')) {
    rows.push(
      "| first screen | JS gzip | card's packages | own code | budget (own) | JS brotli | CSS gzip | files |",
      '|---|---|---|---|---|---|---|---|',
    )
    /** @type {string[]} */
    const largest = []
    for (const [path, signedIn] of screens) {
      const sizes = await firstScreenBytes(browser, {
        app: APP,
        path,
        account: signedIn ? DEMO : undefined,
        parts: chunkParts,
      })
      const name = path === detailPath ? '/video-detail/{id}' : path
      const budget = BUDGETS.ownJs[name] ?? 0
      row([
        name,
        kb(sizes.js.gzip),
        kb(sizes.js.card),
        against(kb(sizes.js.own), sizes.js.own <= budget * 1024),
        `≤ ${budget} KB`,
        kb(sizes.js.brotli),
        kb(sizes.css.gzip),
        String(sizes.files),
      ])
      const modules = [...sizes.ownModules].sort((a, b) => b[1] - a[1]).slice(0, OWN_MODULES_SHOWN)
      largest.push(`| ${name} | ${modules.map(([id, bytes]) => `${id} ${kb(bytes)}`).join(', ')} |`)
    }
    // What holds the own code on each first screen (the note names them: decisions.md).
    rows.push(
      '',
      `| first screen | own code, its ${OWN_MODULES_SHOWN} largest modules (gzip, shared out by minified length) |`,
      '|---|---|',
      ...largest,
    )
  }

  // 2. Precache.
  if (part('bytes')) {
    const precache = precacheBytes()
    rows.push('', '| precache | entries | bytes |', '|---|---|---|')
    row(['service worker precache', String(precache.entries), kb(precache.bytes)])
    rows.push('', '| pre-rendered page, HTML | gzip | budget (one round trip) |', '|---|---|---|')
    for (const page of prerenderedHtmlBytes())
      row([
        page.file,
        against(kb(page.gzip), page.gzip <= HTML_ROUND_TRIP),
        `≤ ${kb(HTML_ROUND_TRIP)}`,
      ])
  }

  // 3. Warm start to a rendered library, online and offline, through the service worker.
  if (part('warm')) {
    const starts = await warmStarts(browser, { app: APP, account: DEMO, runs: RUNS })
    loads.push(loadavg())
    const ratio = starts.offline / starts.online
    // The budget is on the first figure; the second is the page's own part of it; the third,
    // when the app's own cards replace the page snapshot (offline/page-snapshot.ts).
    rows.push(
      '',
      `| warm start to a rendered library (median of ${RUNS}) | ms | budget | in the page, ms | the app's own cards, in the page, ms | load average |`,
      '|---|---|---|---|---|---|',
    )
    const load = loadavg()[0].toFixed(1)
    row([
      'online',
      against(starts.online.toFixed(0), starts.online <= BUDGETS.warmStartMs),
      `≤ ${BUDGETS.warmStartMs}`,
      starts.inPage.online.toFixed(0),
      starts.live.online.toFixed(0),
      load,
    ])
    row([
      'offline',
      against(starts.offline.toFixed(0), starts.offline <= BUDGETS.warmStartMs),
      `≤ ${BUDGETS.warmStartMs}`,
      starts.inPage.offline.toFixed(0),
      starts.live.offline.toFixed(0),
      load,
    ])
    row([
      'offline / online',
      against(ratio.toFixed(2), ratio <= BUDGETS.offlineRatio),
      `≤ ${BUDGETS.offlineRatio}`,
      (starts.inPage.offline / starts.inPage.online).toFixed(2),
      (starts.live.offline / starts.live.online).toFixed(2),
      load,
    ])
  }

  // 4. Persisted cache: 2,000 library items + 200 detail pages.
  if (part('restore')) {
    const restore = await measureRestore(browser, {
      app: APP,
      control: `${double.apiUrl}/__control`,
      account: DEMO,
    })
    rows.push('', '| persisted cache (2,000 items + 200 details) | value |', '|---|---|')
    row(['persisted size', kb(restore.bytes)])
    row(['restore time (median)', `${restore.restoreMs.toFixed(0)} ms`])
    row(['records restored', String(restore.records)])
  }

  // The offline search index (its own file): build, queries, stored size, code size.
  if (part('search')) {
    rows.push('', ...(await measureLocalSearch(browser, { port: BASE + 60 })))
    // An offline start of the app to its first answered search.
    const start = await measureOfflineSearchStart(browser, {
      app: APP,
      api: double.apiUrl,
      control: `${double.apiUrl}/__control`,
      account: DEMO,
    })
    rows.push(
      '',
      `| offline start to the first answered search (${start.libraryPages} library pages and ${start.detailPages} detail pages saved, ${start.videosIndexed} videos indexed; median of ${start.runs} loads) | ms | budget |`,
      '|---|---|---|',
      `| first paint, from the navigation | ${start.paintMs.toFixed(0)} | — |`,
      `| first result shown, from the navigation | ${start.answerMs.toFixed(0)} | — |`,
      `| first result after the first paint (worst ${start.worstAfterPaintMs.toFixed(0)}) | ${against(start.afterPaintMs.toFixed(0), start.afterPaintMs <= BUDGETS.offlineSearchAfterPaintMs)} | ≤ ${BUDGETS.offlineSearchAfterPaintMs} |`,
    )
  }

  // Interaction to Next Paint on a slowed phone, beside the bare stack's floor (interactions.mjs).
  if (part('interactions')) {
    rows.push(
      '',
      ...(await measureInteractions(browser, {
        app: APP,
        bare: bare.url,
        account: DEMO,
        detailPath,
        runs: RUNS,
        budgetMs: BUDGETS.interactionMs,
        explain: args.includes('--explain'),
      })),
    )
    loads.push(loadavg())
  }

  // A day of use: memory and round time over 200 rounds (day-of-use.mjs).
  if (part('day')) {
    rows.push(
      '',
      ...(await measureDayOfUse(browser, {
        app: APP,
        account: DEMO,
        rounds: option('--rounds') || BUDGETS.dayOfUse.rounds,
        budgetRatio: BUDGETS.dayOfUse.growth,
      })),
    )
    loads.push(loadavg())
  }

  // An archive of 10,000 videos × 20 scenes in the product's local-search worker (archive.mjs).
  if (part('archive')) {
    rows.push('', ...(await measureArchive(browser, { port: BASE + 61 })))
    loads.push(loadavg())
  }

  // The upload queue's memory (its own file): 20 files of 200 MB one after the other.
  if (part('upload'))
    rows.push('', ...(await measureUploadQueue(browser, { app: APP, account: DEMO })))

  // Uploads that wait for the network (its own file): keeping 1 GB, and the network's return.
  if (part('waiting'))
    rows.push(
      '',
      ...(await measureWaitingUpload(browser, {
        app: APP,
        control: `${double.apiUrl}/__control`,
        account: DEMO,
        runs: RUNS,
      })),
    )

  // Videos kept for offline (its own file): throughput, heap, first frame after a seek offline.
  if (part('keep'))
    rows.push(
      '',
      ...(await measureKeep(browser, {
        app: APP,
        api: double.apiUrl,
        control: `${double.apiUrl}/__control`,
        account: DEMO,
        runs: RUNS,
      })),
    )

  await browser.close()

  // 5. Lighthouse (mobile, simulated throttling): the bare stack, then the key screens.
  if (part('lighthouse') && !args.includes('--no-lighthouse')) {
    const audited = screens
      .filter(([path]) => path !== '/advanced-search')
      .map(([path, signedIn]) => {
        const name = path === detailPath ? '/video-detail/{id}' : path
        const account = signedIn ? DEMO : undefined
        return { name, app: APP, path, account, budget: BUDGETS.lighthouse[name] ?? {} }
      })
    const table = await lighthouseTable({
      bare: { name: 'bare stack /', app: bare.url, path: '/', budget: {} },
      screens: audited,
      runs: LIGHTHOUSE_RUNS,
      port: BASE + 50,
      onLoad: (load) => loads.push(load),
    })
    rows.push('', ...table)
  }
} finally {
  preview.kill('SIGTERM')
  bare.close()
  await double.close()
}

loads.push(loadavg())
const peak = Math.max(...loads.map((load) => load[0]))
const header = `Benchmark of ${new Date().toISOString().slice(0, 10)} on ${process.platform} ${process.arch}, Node ${process.version}, ${cpus().length} cores; load average (1 min) ${loads[0][0].toFixed(1)} at the start, up to ${peak.toFixed(1)} during the run. ✓ within budget, ✗ over.\n`
const table = `${header}\n${rows.join('\n')}\n`
console.log(`\n${table}`)
// A partial run (--only) is printed; latest.md keeps the last whole run.
if (!only) {
  writeFileSync('tests/bench/latest.md', table)
  console.log('Written to tests/bench/latest.md')
}
