// @ts-check
/**
 * An archive of 10,000 videos (README.md, the bench's budgets): the product's own local-search worker
 * (MiniSearch) is given a generated library of 10,000 videos × 20 scenes in the local-search
 * bench page (local-search/page.ts) as browsing gives it, a page of 50 at a time, so the
 * index's cap (LOCAL_SEARCH_MAX_VIDEOS: the most recently seen videos) applies; it saves it
 * to IndexedDB and is measured as a user meets it: the stored size, the worker's memory, a
 * start over the saved index to its first answered query, typed queries, and pages saved one
 * by one into it. No other engine runs beside it (the comparison with FlexSearch stays in
 * local-search.mjs, at 2,000 videos).
 * Called by bench.mjs (`--only archive`).
 */
import { rmSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { BUDGETS } from './budgets.mjs'
import { buildBenchPage, serve, withCpu } from './local-search.mjs'

/** The videos of one call, as a library page brings them. */
const PAGE_SIZE = 50

/** Starts over the saved index (a page load each); the median is shown. */
const STARTS = 3
/** Library pages and detail pages saved one by one into the loaded archive. */
const INCREMENT_ROUNDS = 10

/**
 * What bounds the figures, and what the product does about it. The wall times wait on the
 * machine's other work; the CPU times beside them do not.
 */
const archiveNote = (/** @type {number} */ cap) => [
  `- **The cap.** A start reads every saved record and the whole MiniSearch JSON and parses them before its first answer, and a typed query walks prefix and typo matches over every scene description: both grow with the index (at 10,000 videos, 87 MB, a start answered 4.5 s after the first paint and a typed query's p95 was 150 ms). So the index holds the ${cap.toLocaleString('en')} videos the user opened or listed most recently (LOCAL_SEARCH_MAX_VIDEOS, src/config/limits.ts); the older ones leave it (their saved pages still open offline), and Advanced Search says how many it searches. The stored size, the start and the queries above are those of the cap, whatever the archive's size.`,
  '- **Their write** rewrites the whole index (one JSON of the capped index) a second after a page is indexed; a query made meanwhile waits behind it (calls run in order). A page that only renews when videos were seen writes their records alone, not the index.',
]

const ms = (/** @type {number} */ value) => (Number.isNaN(value) ? '—' : `${value.toFixed(0)} ms`)
const mb = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const mark = (/** @type {boolean} */ ok) => (ok ? '✓' : '✗')
const median = (/** @type {number[]} */ values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

/**
 * The JS heap of the page's local-search worker after a forced collection, through the Chrome
 * DevTools Protocol (`Runtime.getHeapUsage` on the worker's own target): the page cannot read
 * it itself (`performance.measureUserAgentSpecificMemory` needs cross-origin isolation).
 * @param {import('@playwright/test').Browser} browser
 * @returns {Promise<{ used: number, total: number }>}
 */
async function workerHeap(browser) {
  const cdp = await browser.newBrowserCDPSession()
  try {
    const { targetInfos } = await cdp.send('Target.getTargets')
    const worker = targetInfos.find(
      (target) => target.type === 'worker' && target.url.includes('local-search.worker'),
    )
    if (!worker) throw new Error('Archive bench: no local-search worker to measure')
    const { sessionId } = await cdp.send('Target.attachToTarget', {
      targetId: worker.targetId,
      flatten: false,
    })
    let nextId = 1
    /** One call on the worker's session, its answer from the browser session's events. */
    const call = (/** @type {string} */ method) =>
      new Promise((resolve, reject) => {
        const id = nextId++
        /** @param {{ sessionId: string, message: string }} event */
        const listen = (event) => {
          const answer = JSON.parse(event.message)
          if (event.sessionId !== sessionId || answer.id !== id) return
          cdp.off('Target.receivedMessageFromTarget', listen)
          if (answer.error) reject(new Error(`${method}: ${answer.error.message}`))
          else resolve(answer.result)
        }
        cdp.on('Target.receivedMessageFromTarget', listen)
        void cdp.send('Target.sendMessageToTarget', {
          sessionId,
          message: JSON.stringify({ id, method }),
        })
      })
    await call('HeapProfiler.collectGarbage')
    const heap = /** @type {{ usedSize: number, totalSize: number }} */ (
      await call('Runtime.getHeapUsage')
    )
    await cdp.send('Target.detachFromTarget', { sessionId })
    return { used: heap.usedSize, total: heap.totalSize }
  } finally {
    await cdp.detach().catch(() => undefined)
  }
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {{ port: number, videos?: number, scenes?: number }} options
 * @returns {Promise<string[]>} markdown table lines
 */
export async function measureArchive(browser, { port, videos = 10_000, scenes = 20 }) {
  const dir = await buildBenchPage()
  const server = await serve(dir, port)
  const loadBefore = loadavg()[0]
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    page.setDefaultTimeout(600_000)
    // A crash or an error in the page is its first cause: print it before anything else fails.
    page.on('crash', () => console.error('Archive bench: the page crashed (out of memory?)'))
    page.on('pageerror', (error) => console.error('Archive bench, page error:', error))
    const url = `http://127.0.0.1:${port}/`
    await page.goto(url)
    /** @type {(name: string, arg?: unknown) => Promise<any>} */
    const step = (name, arg) =>
      page.evaluate(
        ([n, a]) => /** @type {any} */ (window).localSearchBench[String(n)](a),
        [name, arg],
      )

    const counts = await step('setup', { videos, scenes })
    await step('engineStart')
    const built = await withCpu(() => step('engineSaveInPages', PAGE_SIZE))
    const held = built.result.result
    const saved = await withCpu(() => step('engineSave'))
    const heapBuilt = await workerHeap(browser)
    const stored = await step('engineStored')
    /** Typed queries, and the worker's CPU per query (the wall time waits on a busy machine). */
    const typedQueries = async (/** @type {string} */ kind) => {
      const { result, cpuMs } = await withCpu(() => step('engineQuery', kind))
      return { ...result, cpuPerQuery: cpuMs / result.n }
    }
    const typed = { videos: await typedQueries('videos'), scenes: await typedQueries('scenes') }
    await step('engineStop')

    // Starts over the saved index: each a page load whose new worker loads it and answers.
    const starts = []
    for (let run = 0; run < STARTS; run++) {
      const { result, cpuMs } = await withCpu(async () => {
        await page.goto(`${url}?start`)
        return step('firstAnswer')
      })
      // An answer from an empty index would time nothing: the saved archive must be found.
      if (!(result.found > 0)) throw new Error('Archive bench: the start found nothing saved')
      starts.push({ ...result, cpuMs })
    }
    const heapLoaded = await workerHeap(browser)
    const afterPaint = median(starts.map((start) => start.answerMs - start.paintMs))
    const worstAfterPaint = Math.max(...starts.map((start) => start.answerMs - start.paintMs))
    const startCpu = median(starts.map((start) => start.cpuMs))

    // Pages saved one at a time into the loaded archive, as browsing brings them.
    const libraryPages = await withCpu(() => step('engineLibraryPages', INCREMENT_ROUNDS))
    const detailPages = await withCpu(() => step('engineDetailPages', INCREMENT_ROUNDS))
    const incrementsSave = await withCpu(() => step('engineIncrementsSave'))
    await step('engineEnd')

    const title = `${videos.toLocaleString('en')} videos × ${scenes} scenes`
    const B = { ...BUDGETS.archive, pageIndexedMs: BUDGETS.pageIndexedMs }
    /** @param {{ p50: number, p95: number, cpuPerQuery: number }} p */
    const typedRow = (p) =>
      `${p.p50.toFixed(1)} / ${p.p95.toFixed(1)} ms (CPU ${p.cpuPerQuery.toFixed(1)} ms) ${mark(p.p95 <= B.typedP95Ms)}`
    /** @param {{ result: { p50: number, max: number, n: number }, cpuMs: number }} timed */
    const pageRow = ({ result, cpuMs }) =>
      `${result.p50.toFixed(1)} / ${result.max.toFixed(1)} ms (CPU ${(cpuMs / result.n).toFixed(1)} ms) ${mark(result.p50 <= B.pageIndexedMs)}`
    const wallCpu = (/** @type {number} */ wall, /** @type {number} */ cpu) =>
      `${ms(wall)} (CPU ${ms(cpu)})`
    return [
      `| an archive of ${title} in this device's index (the app's local-search worker, MiniSearch) | figure | budget |`,
      '|---|---|---|',
      `| videos in the index: the cap, the most recently seen (LOCAL_SEARCH_MAX_VIDEOS) | ${held.videos.toLocaleString('en')} videos, ${held.scenes.toLocaleString('en')} scenes | ≤ ${counts.cap.toLocaleString('en')} |`,
      `| stored size in IndexedDB (serialized) | ${mb(stored.records + stored.index)} (records ${mb(stored.records)} + index ${mb(stored.index)}) | — |`,
      `| the worker's JS heap after a collection (CDP Runtime.getHeapUsage on its target), built / loaded at a start | ${mb(heapBuilt.used)} / ${mb(heapLoaded.used)} (allocated ${mb(heapLoaded.total)}) | — |`,
      `| a start over the saved index: first answered query after the first paint (bench page, median of ${STARTS}; worst ${ms(worstAfterPaint)}; worker CPU of the start) | ${ms(afterPaint)} (CPU ${ms(startCpu)}) ${mark(afterPaint <= B.afterPaintMs)} | ≤ ${B.afterPaintMs} ms |`,
      `| what bounds it: reading those saved records and index out of IndexedDB alone (in the page, once; the records alone) | ${ms(stored.readMs)} (${ms(stored.recordsReadMs)}) | — |`,
      `| typed query p50 / p95, videos (${counts.short} queries × 5; worker CPU per query) | ${typedRow(typed.videos)} | p95 ≤ ${B.typedP95Ms} ms |`,
      `| typed query p50 / p95, scenes | ${typedRow(typed.scenes)} | p95 ≤ ${B.typedP95Ms} ms |`,
      `| one library page indexed (50 new list items), median / worst of ${INCREMENT_ROUNDS} (worker CPU per page) | ${pageRow(libraryPages)} | ≤ ${B.pageIndexedMs} ms |`,
      `| one detail page indexed (one video, 40 scenes), median / worst of ${INCREMENT_ROUNDS} | ${pageRow(detailPages)} | ≤ ${B.pageIndexedMs} ms |`,
      `| their write, 1 s after the last (their records, and the whole index rewritten) | ${wallCpu(incrementsSave.result.ms, incrementsSave.cpuMs)} | — |`,
      `| all ${videos.toLocaleString('en')} given a page of ${PAGE_SIZE} at a time (the cap evicting the oldest) / its save (worker wall time, CPU) | ${wallCpu(built.result.ms, built.cpuMs)} / ${wallCpu(saved.result.ms, saved.cpuMs)} | — |`,
      '',
      ...archiveNote(counts.cap),
      '',
      `Load average (1 min) during the archive bench: ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)} on ${cpus().length} cores.`,
    ]
  } finally {
    // A crashed page has closed its context already: closing again must not hide the first error.
    await context.close().catch(() => undefined)
    server.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
