/**
 * The local-search bench page (built and served by tests/bench/local-search.mjs): the app's
 * own local-search worker and a FlexSearch worker index the same generated library, timed
 * from the page as the app will call them (postMessage round trips), plus the Japanese
 * tokenizer comparison; loaded with `?start`, a start over the saved index (archive.mjs).
 * `window.localSearchBench` holds the steps the runner calls.
 */
import { connectLocalSearch } from '@/api/local-search/protocol'
import { slimVideo } from '@/api/local-search/records'
import { idbIndexStorage, LOCAL_SEARCH_DB, VIDEOS_STORE } from '@/api/local-search/storage'
import type {
  LocalSearch,
  LocalSearchMode,
  IndexableVideo as Video,
} from '@/api/local-search/types'
import { LOCAL_SEARCH_MAX_VIDEOS } from '@/config/limits'
import { benchQueries, makeLibrary } from './generated-library.mjs'

const OWNER = 'bench-owner'
/** Each query list is run this many times for the percentiles. */
const QUERY_ROUNDS = 5

export interface Percentiles {
  p50: number
  p95: number
  max: number
  n: number
}

function percentiles(times: number[]): Percentiles {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0, n: sorted.length }
}

/** The longest time the page's main thread could not run a task while `work` ran. */
async function withMainThreadWatch<T>(work: () => Promise<T>) {
  let last = performance.now()
  let worst = 0
  let running = true
  const tick = () => {
    const now = performance.now()
    worst = Math.max(worst, now - last)
    last = now
    if (running) setTimeout(tick, 0)
  }
  setTimeout(tick, 0)
  const started = performance.now()
  const result = await work()
  const ms = performance.now() - started
  running = false
  return { result, ms, worstGapMs: worst }
}

async function timeQueries(texts: string[], run: (text: string) => Promise<unknown>) {
  const times: number[] = []
  for (let round = 0; round < QUERY_ROUNDS; round++)
    for (const text of texts) {
      const started = performance.now()
      await run(text)
      times.push(performance.now() - started)
    }
  return percentiles(times)
}

const engineWorker = () =>
  new Worker(new URL('../../../src/api/local-search/local-search.worker.ts', import.meta.url), {
    type: 'module',
  })

/**
 * Bytes of the saved index (the video records, and the MiniSearch JSON beside them), and how
 * long reading both out of IndexedDB took here (a start reads them all before its first answer).
 */
async function savedBytes(): Promise<{
  records: number
  index: number
  readMs: number
  recordsReadMs: number
}> {
  const started = performance.now()
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(LOCAL_SEARCH_DB)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
  const read = <T>(store: string, key?: string) =>
    new Promise<T>((resolve, reject) => {
      const objects = db.transaction(store).objectStore(store)
      const request = key === undefined ? objects.getAll() : objects.get(key)
      request.onsuccess = () => resolve(request.result as T)
      request.onerror = () => reject(request.error)
    })
  const videos = await read<{ json?: string }[]>(VIDEOS_STORE)
  const recordsReadMs = performance.now() - started
  const snapshot = await read<{ index: string } | undefined>('meta', 'snapshot')
  const readMs = performance.now() - started
  db.close()
  const encoder = new TextEncoder()
  return {
    // Each record's JSON as it is, beside the rest of the stored entry (the JSON not escaped).
    records:
      encoder.encode(JSON.stringify(videos.map((video) => ({ ...video, json: '' })))).length +
      videos.reduce((sum, video) => sum + encoder.encode(video.json ?? '').length, 0),
    index: encoder.encode(snapshot?.index ?? '').length,
    readMs,
    recordsReadMs,
  }
}

/** Times `run` on each input in turn (page → worker → done), the inputs made beforehand. */
async function timeEach<T>(inputs: T[], run: (input: T) => Promise<unknown>) {
  const times: number[] = []
  for (const input of inputs) {
    const started = performance.now()
    await run(input)
    times.push(performance.now() - started)
  }
  return percentiles(times)
}

/** Videos that are not in the library, for the pages saved one by one. */
const fresh = (count: number, scenes: number, seed: number) => makeLibrary({ count, scenes, seed })

let library: Video[] = []
let queries = { short: [] as string[], long: [] as string[] }
let index: LocalSearch | undefined
let engine: Worker | undefined
let flex: ReturnType<typeof flexsearch> | undefined

/**
 * A start over a saved index (the page loaded with `?start`): as soon as this module runs, a
 * new worker loads the saved index and answers one typed query. Times from the navigation.
 */
async function startAndAsk() {
  engine = engineWorker()
  index = connectLocalSearch(engine)
  const found = await index.search(OWNER, { text: 'ramen', mode: 'scenes', limit: 10 })
  const answerMs = performance.now()
  const paints = performance.getEntriesByType('paint')
  const paint =
    paints.find((entry) => entry.name === 'first-contentful-paint') ??
    paints.find((entry) => entry.name === 'first-paint')
  return { paintMs: paint?.startTime ?? Number.NaN, answerMs, found: found.total }
}
const started = location.search === '?start' ? startAndAsk() : undefined

type Runner = (mode: LocalSearchMode) => (text: string) => Promise<unknown>
const search: Runner = (mode) => (text) => index!.search(OWNER, { text, mode, limit: 10 })
const flexSearch: Runner = (mode) => (text) => flex!.call('search', { text, mode })

/** Typed words (a person's query) or whole texts (a similar search), in either mode. */
export type QueryKind = 'videos' | 'scenes' | 'longVideos' | 'longScenes'
function timeKind(kind: QueryKind, run: Runner) {
  const texts = kind.startsWith('long') ? queries.long : queries.short
  return timeQueries(texts, run(kind.toLowerCase().endsWith('scenes') ? 'scenes' : 'videos'))
}

/**
 * The steps, called one by one by the runner, which reads the worker thread's CPU time
 * between them (wall time here on a busy machine says more about the machine).
 */
const steps = {
  setup({ videos, scenes }: { videos: number; scenes: number }) {
    library = makeLibrary({ count: videos, scenes })
    queries = benchQueries(library)
    return { short: queries.short.length, long: queries.long.length, cap: LOCAL_SEARCH_MAX_VIDEOS }
  },

  /** A fresh worker with its code loaded, so the build below is the indexing alone. */
  async engineStart() {
    engine?.terminate()
    engine = engineWorker()
    index = connectLocalSearch(engine)
    await index.wipe()
    await idbIndexStorage().setOwner(OWNER) // as the page does at sign-in: the index is OWNER's
  },
  engineBuild: () => withMainThreadWatch(() => index!.upsertVideos(OWNER, library.map(slimVideo))),
  /**
   * The library saved as browsing saves it: one call per page of `size` videos (with their
   * scenes), in order, as the feed posts saved pages (feed.ts), so the index's cap applies.
   */
  engineSaveInPages: (size: number) =>
    withMainThreadWatch(async () => {
      let stats: Awaited<ReturnType<LocalSearch['stats']>> | undefined
      for (let start = 0; start < library.length; start += size)
        stats = await index!.upsertVideos(OWNER, library.slice(start, start + size).map(slimVideo))
      return stats
    }),
  engineSave: () => withMainThreadWatch(() => index!.flush()),
  engineQuery: (kind: QueryKind) => timeKind(kind, search),
  async engineChecks() {
    const typo = await index!.search(OWNER, { text: 'harringtn', mode: 'scenes', limit: 999 })
    return { typoHits: typo.total, bytes: await savedBytes() }
  },
  /** A new start: a fresh worker loads the saved index. */
  async engineReloadStart() {
    engine?.terminate()
    engine = engineWorker()
    index = connectLocalSearch(engine)
    await index.stats()
  },
  engineLoad: () => withMainThreadWatch(() => index!.load(OWNER)),
  async engineFinish() {
    const found = await index!.search(OWNER, { text: 'ramen', mode: 'scenes', limit: 999 })
    return { foundAfterLoad: found.total }
  },
  /** Library pages saved one by one into the loaded library: 50 new list items each. */
  engineLibraryPages(rounds: number) {
    const pages = Array.from({ length: rounds }, (_, round) =>
      fresh(rounds * 50, 1, 77)
        .slice(round * 50, round * 50 + 50)
        .map((video) => ({ ...slimVideo(video), id: `page-${video.id}`, outputData: null })),
    )
    return timeEach(pages, (items) => index!.upsertVideos(OWNER, items))
  },
  /** Detail pages saved one by one: one new video with 40 scenes each. */
  engineDetailPages(rounds: number) {
    const pages = fresh(rounds, 40, 78).map((video) => ({
      ...slimVideo(video),
      id: `detail-${video.id}`,
    }))
    return timeEach(pages, (video) => index!.upsertVideos(OWNER, [video]))
  },
  /** The write those pages lead to (their records and the whole indexes). */
  engineIncrementsSave: () => withMainThreadWatch(() => index!.flush()),
  engineStored: () => savedBytes(),
  /** Ends the worker, its saved index kept (for a start over it). */
  engineStop: () => engine?.terminate(),
  /** The start's figures (the page loaded with `?start`). */
  firstAnswer: () => started,
  async engineEnd() {
    await index!.wipe()
    engine?.terminate()
  },

  async flexStart() {
    flex?.terminate()
    flex = flexsearch()
    await flex.call('search', { text: 'warm', mode: 'scenes' })
  },
  flexBuild: () => withMainThreadWatch(() => flex!.call('build', library.map(slimVideo))),
  flexQuery: (kind: QueryKind) => timeKind(kind, flexSearch),
  async flexFinish() {
    const bytes = (await flex!.call('size')) as number
    const typoHits = (await flex!.call('search', { text: 'harringtn', mode: 'scenes' })) as number
    flex!.terminate()
    return { bytes, typoHits }
  },

  tokenizers: () => measureTokenizers(library),

  /** A fixed loop in a worker: its CPU time scales this machine's figures to another's. */
  reference: () =>
    new Promise<number>((resolve) => {
      const code = `onmessage = () => { let x = 0; for (let i = 0; i < 1e8; i++) x = (x + i * 7) % 1000003; postMessage(x) }`
      const worker = new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })))
      // Left running: its thread's CPU time is read after this step (a page reload ends it).
      worker.onmessage = (event) => resolve(event.data)
      worker.postMessage(null)
    }),
}

/** The FlexSearch worker's calls, as promises. */
function flexsearch() {
  const worker = new Worker(new URL('./flexsearch.worker.ts', import.meta.url), { type: 'module' })
  let next = 1
  const waiting = new Map<number, (value: unknown) => void>()
  worker.onmessage = (event) => {
    waiting.get(event.data.id)?.(event.data.result)
    waiting.delete(event.data.id)
  }
  const call = (type: string, arg?: unknown) =>
    new Promise<unknown>((resolve) => {
      const id = next++
      waiting.set(id, resolve)
      worker.postMessage({ id, type, arg })
    })
  return { call, terminate: () => worker.terminate() }
}

/** Words that occur inside longer words in the generated Japanese text. */
const JAPANESE_WORDS = [
  '東京',
  '京都',
  '体育',
  '安全',
  '会場',
  'カメラ',
  'パソコン',
  '吹雪',
  '太陽',
]

async function measureTokenizers(library: Video[]) {
  const texts = library
    .filter((v) => /[\u3040-\u30ff]/.test(v.summary ?? ''))
    .flatMap((v) => (v.outputData?.scenes ?? []).map((s) => s.description))
  const worker = new Worker(new URL('./tokenizers.worker.ts', import.meta.url), { type: 'module' })
  const result = await new Promise((resolve) => {
    worker.onmessage = (event) => resolve(event.data)
    worker.postMessage({ texts, words: JAPANESE_WORDS })
  })
  worker.terminate()
  return { texts: texts.length, ...(result as object) }
}

Object.assign(window, { localSearchBench: steps })
