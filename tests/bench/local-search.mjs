// @ts-check
/**
 * Local search figures (docs/decisions.md#local-search): the app's local-search worker (MiniSearch) and a
 * FlexSearch worker index the same generated library of 2,000 videos × 20 scenes in Chromium;
 * build time, query latency, stored size and code size are reported side by side, then the
 * Japanese tokenizers (character bigrams against Intl.Segmenter). Called by bench.mjs; also
 * runs alone: `node tests/bench/local-search.mjs` (port BENCH_PORT_BASE + 60).
 */
import {
  createReadStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs'
import { createServer } from 'node:http'
import { cpus, loadavg, tmpdir } from 'node:os'
import { extname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'
import { BUDGETS } from './budgets.mjs'

const ROOT = resolve('tests/bench/local-search')
/** @type {Record<string, string>} */
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }

/** Bundles the bench page and its workers as production code (minified) into a temp folder. */
export async function buildBenchPage() {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-local-search-'))
  await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    resolve: { alias: [{ find: /^@\//, replacement: `${resolve('src')}/` }] },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      rollupOptions: {
        input: {
          index: join(ROOT, 'index.html'),
          'lib-minisearch': join(ROOT, 'lib-minisearch.ts'),
          'lib-flexsearch': join(ROOT, 'lib-flexsearch.ts'),
        },
      },
    },
    worker: { format: 'es' },
  })
  return outDir
}

/**
 * Serves the built bench page from `dir` on 127.0.0.1.
 * @param {string} dir @param {number} port @returns {Promise<import('node:http').Server>}
 */
export function serve(dir, port) {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    const file = join(dir, path === '/' ? 'index.html' : path)
    if (!file.startsWith(dir)) return response.writeHead(403).end()
    response.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream')
    createReadStream(file)
      .on('error', () => response.writeHead(404).end())
      .pipe(response)
  })
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)))
}

/**
 * gzip bytes of the first built file whose name starts with `prefix`.
 * @param {string} dir @param {string} prefix
 */
function gzipOf(dir, prefix) {
  const name = readdirSync(join(dir, 'assets')).find((file) => file.startsWith(prefix))
  return name ? gzipSync(readFileSync(join(dir, 'assets', name)), { level: 9 }).length : Number.NaN
}

/**
 * CPU time (ms) used so far by each Web Worker thread of the browsers this process started
 * (Linux: /proc, the renderer threads Chromium names "DedicatedWorker"). On a shared machine
 * the wall time of a build says as much about the other processes as about the build; the
 * thread's own CPU time does not. Empty elsewhere (the table then shows —).
 */
function workerCpu() {
  /** @type {Map<string, number>} */
  const threads = new Map()
  if (!existsSync('/proc/self/stat')) return threads
  /** @type {Map<number, number[]>} */
  const children = new Map()
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const ppid = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1])
      children.set(ppid, [...(children.get(ppid) ?? []), Number(pid)])
    } catch {
      // the process ended while we looked
    }
  }
  const mine = [process.pid]
  for (let i = 0; i < mine.length; i++) mine.push(...(children.get(mine[i] ?? 0) ?? []))
  const tick = 1000 / 100 // USER_HZ
  for (const pid of mine.slice(1)) {
    try {
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        const task = `/proc/${pid}/task/${tid}`
        if (!readFileSync(`${task}/comm`, 'utf8').startsWith('DedicatedWorker')) continue
        const fields = readFileSync(`${task}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
        threads.set(tid, (Number(fields[11]) + Number(fields[12])) * tick)
      }
    } catch {
      // the process ended while we looked
    }
  }
  return threads
}

/**
 * Runs `step`, returning its result and the workers' CPU time it took (NaN without /proc).
 * @template T @param {() => Promise<T>} step
 */
export async function withCpu(step) {
  const before = workerCpu()
  const result = await step()
  const after = workerCpu()
  if (after.size === 0) return { result, cpuMs: Number.NaN }
  let cpuMs = 0
  for (const [tid, ms] of after) cpuMs += ms - (before.get(tid) ?? 0)
  return { result, cpuMs }
}

/**
 * A query timing as the page answers it (`Percentiles` in local-search/page.ts, which this
 * program cannot import: its `@/` imports resolve in the app's program only).
 * @typedef {{ p50: number, p95: number, max: number, n: number }} Percentiles
 */

const ms = (/** @type {number} */ value) => (Number.isNaN(value) ? '—' : `${value.toFixed(0)} ms`)
const pair = (/** @type {Percentiles} */ p) => `${p.p50.toFixed(1)} / ${p.p95.toFixed(1)} ms`
const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`
const mb = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const wallCpu = (/** @type {number} */ wall, /** @type {number} */ cpu) =>
  `${ms(wall)} (CPU ${ms(cpu)})`

/** Library pages and detail pages saved one by one into the loaded library. */
const INCREMENT_ROUNDS = 10

/** @typedef {'videos' | 'scenes' | 'longVideos' | 'longScenes'} QueryKind */
/** @type {QueryKind[]} */
const QUERY_KINDS = ['videos', 'scenes', 'longVideos', 'longScenes']

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {{ port: number, builds?: number, videos?: number, scenes?: number }} options
 * @returns {Promise<string[]>} markdown table lines
 */
export async function measureLocalSearch(
  browser,
  { port, builds = 3, videos = 2000, scenes = 20 },
) {
  const dir = await buildBenchPage()
  const server = /** @type {import('node:http').Server} */ (await serve(dir, port))
  const loadBefore = loadavg()[0]
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    page.setDefaultTimeout(600_000)
    await page.goto(`http://127.0.0.1:${port}/`)
    // A step's answer is structured-cloned out of the page; its shape is page.ts's to type.
    /** @type {(name: string, arg?: unknown) => Promise<any>} */
    const step = (name, arg) =>
      page.evaluate(
        ([n, a]) => /** @type {any} */ (window).localSearchBench[String(n)](a),
        [name, arg],
      )
    const counts = await step('setup', { videos, scenes })

    /** Builds with a fresh worker each time; the median by wall time. @param {string} prefix */
    const buildAll = async (prefix) => {
      const runs = []
      for (let run = 0; run < builds; run++) {
        await step(`${prefix}Start`)
        const { result, cpuMs } = await withCpu(() => step(`${prefix}Build`))
        runs.push({ ...result, cpuMs })
      }
      runs.sort((a, b) => a.ms - b.ms)
      return {
        median: runs[Math.floor(runs.length / 2)],
        worstGapMs: Math.max(...runs.map((r) => r.worstGapMs)),
      }
    }
    /** Every kind of query; each with its worker CPU per query. @param {string} prefix */
    const queryAll = async (prefix) => {
      const out = /** @type {Record<QueryKind, Percentiles & { cpuPerQuery: number }>} */ ({})
      for (const kind of QUERY_KINDS) {
        const { result, cpuMs } = await withCpu(() => step(`${prefix}Query`, kind))
        out[kind] = { ...result, cpuPerQuery: cpuMs / result.n }
      }
      return out
    }

    const engineBuild = await buildAll('engine')
    const engineSave = await withCpu(() => step('engineSave'))
    const engineQuery = await queryAll('engine')
    const engineChecks = await step('engineChecks')
    await step('engineReloadStart')
    const engineLoad = await withCpu(() => step('engineLoad'))
    const { foundAfterLoad } = await step('engineFinish')
    // Pages saved one at a time into that loaded library, as browsing brings them.
    const libraryPages = await withCpu(() => step('engineLibraryPages', INCREMENT_ROUNDS))
    const detailPages = await withCpu(() => step('engineDetailPages', INCREMENT_ROUNDS))
    const incrementsSave = await withCpu(() => step('engineIncrementsSave'))
    await step('engineEnd')

    const flexBuild = await buildAll('flex')
    const flexQuery = await queryAll('flex')
    const flexChecks = await step('flexFinish')

    const tok = await step('tokenizers')
    const reference = await withCpu(() => step('reference'))

    const q = (/** @type {Percentiles & { cpuPerQuery: number }} */ p) =>
      `${pair(p)} (CPU ${p.cpuPerQuery.toFixed(1)} ms)`
    const title = `${videos.toLocaleString('en')} videos × ${scenes} scenes`
    /** @param {{ result: Percentiles, cpuMs: number }} timed */
    const increment = ({ result, cpuMs }) =>
      `${result.p50.toFixed(1)} / ${result.max.toFixed(1)} ms (CPU ${(cpuMs / result.n).toFixed(1)} ms)`
    /** ✓ when the median page is within the budget (the worst is shown beside it). */
    const withinBudget = (/** @type {{ result: Percentiles }} */ { result }) =>
      result.p50 <= BUDGETS.pageIndexedMs ? '✓' : '✗'
    return [
      `| pages saved into the ${title} index, one at a time; median / worst of ${INCREMENT_ROUNDS}, page → worker → indexed (worker CPU per page) | ms | budget |`,
      '|---|---|---|',
      `| one library page indexed (50 new list items) | ${increment(libraryPages)} ${withinBudget(libraryPages)} | ≤ ${BUDGETS.pageIndexedMs} |`,
      `| one detail page indexed (one video, 40 scenes) | ${increment(detailPages)} ${withinBudget(detailPages)} | ≤ ${BUDGETS.pageIndexedMs} |`,
      `| their write, 1 s after the last (their records, and the whole indexes rewritten) | ${wallCpu(incrementsSave.result.ms, incrementsSave.cpuMs)} | — |`,
      '',
      `| local search, ${title}; wall time (worker thread CPU) | MiniSearch 7.2 (chosen) | FlexSearch 0.8 |`,
      '|---|---|---|',
      `| build in the worker, page → worker → indexed (median of ${builds}) | ${wallCpu(engineBuild.median.ms, engineBuild.median.cpuMs)} | ${wallCpu(flexBuild.median.ms, flexBuild.median.cpuMs)} |`,
      `| longest main-thread pause during a build | ${ms(engineBuild.worstGapMs)} | ${ms(flexBuild.worstGapMs)} |`,
      `| query p50 / p95, typed words, videos (${counts.short} queries × 5; CPU per query) | ${q(engineQuery.videos)} | ${q(flexQuery.videos)} |`,
      `| query p50 / p95, typed words, scenes | ${q(engineQuery.scenes)} | ${q(flexQuery.scenes)} |`,
      `| query p50 / p95, a whole summary or description (similar), videos (${counts.long} × 5) | ${q(engineQuery.longVideos)} | ${q(flexQuery.longVideos)} |`,
      `| query p50 / p95, a whole summary or description (similar), scenes | ${q(engineQuery.longScenes)} | ${q(flexQuery.longScenes)} |`,
      `| typo "harringtn" finds (scenes) | ${engineChecks.typoHits} | ${flexChecks.typoHits} (no typo tolerance) |`,
      `| stored size (serialized) | ${mb(engineChecks.bytes.records + engineChecks.bytes.index)} (records ${mb(engineChecks.bytes.records)} + index ${mb(engineChecks.bytes.index)}) | ${mb(flexChecks.bytes)} (index export alone) |`,
      `| save to IndexedDB (in the worker) | ${wallCpu(engineSave.result.ms, engineSave.cpuMs)} | — |`,
      `| start: load the saved index in a new worker | ${wallCpu(engineLoad.result.ms, engineLoad.cpuMs)}; ${engineLoad.result.result.videos} videos, ${engineLoad.result.result.scenes} scenes, ${foundAfterLoad} "ramen" scenes found after | — |`,
      `| library alone, minified, gzip | ${kb(gzipOf(dir, 'lib-minisearch'))} | ${kb(gzipOf(dir, 'lib-flexsearch'))} |`,
      `| worker chunk (library + engine), gzip | ${kb(gzipOf(dir, 'local-search.worker'))} | ${kb(gzipOf(dir, 'flexsearch.worker'))} |`,
      '',
      `| Japanese tokenizer, ${tok.texts.toLocaleString('en')} scene descriptions in MiniSearch | bigrams (chosen) | Intl.Segmenter words, prefix search |`,
      '|---|---|---|',
      `| tokenize + index (wall) | ${ms(tok.bigram.ms)} | ${ms(tok.segmenter.ms)} |`,
      `| distinct terms | ${tok.bigram.terms.toLocaleString('en')} | ${tok.segmenter.terms.toLocaleString('en')} |`,
      ...Object.keys(tok.truth).map(
        (word) =>
          `| descriptions found for ${word} (${tok.truth[word]} contain it) | ${tok.bigram.found[word]} | ${tok.segmenter.found[word]} |`,
      ),
      '',
      `Load average (1 min) during the local-search bench: ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)} on ${cpus().length} cores. Reference for scaling the CPU figures to another device: a loop of 10⁸ \`x = (x + i * 7) % 1000003\` took ${ms(reference.cpuMs)} of CPU in a worker here.`,
    ]
  } finally {
    // A crashed page has closed its context already: closing again must not hide the first error.
    await context.close().catch(() => undefined)
    server.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { chromium } = await import('@playwright/test')
  const { CHROMIUM_ARGS, chromiumPath } = await import('../tools/browser.mjs')
  const executablePath = chromiumPath()
  const browser = await chromium.launch({
    args: CHROMIUM_ARGS,
    ...(executablePath ? { executablePath } : {}),
  })
  try {
    const port = Number(process.env.BENCH_PORT_BASE ?? 5300) + 60
    console.log((await measureLocalSearch(browser, { port })).join('\n'))
  } finally {
    await browser.close()
  }
}
