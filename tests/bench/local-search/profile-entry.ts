/**
 * The engine's build and queries in Node, without a browser: a quick loop for finding where
 * the time goes (bundled and run by profile.mjs). CPU times of the whole process.
 */
import MiniSearch from 'minisearch'
import { createLocalSearchEngine } from '@/api/local-search/engine'
import { slimVideo, toRecord } from '@/api/local-search/records'
import { memoryIndexStorage } from '@/api/local-search/storage'
import { tokenize } from '@/api/local-search/tokenize'
import { benchQueries, makeLibrary } from './generated-library.mjs'

const cpuMs = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

/** Full builds through the engine (as the worker runs them), then the bench's queries. */
export async function run({ builds = 3, rounds = 5, buildOnly = false } = {}) {
  const library = makeLibrary({ count: 2000, scenes: 20 }).map(slimVideo)
  const queries = benchQueries(library)
  const out: Record<string, unknown> = {}
  const buildMs: number[] = []
  let engine = createLocalSearchEngine({ storage: memoryIndexStorage() })
  for (let i = 0; i < builds; i++) {
    engine = createLocalSearchEngine({ storage: memoryIndexStorage() })
    const copy = structuredClone(library) // what the worker receives
    const started = cpuMs()
    await engine.upsertVideos('bench', copy)
    buildMs.push(Math.round(cpuMs() - started))
  }
  out['build, CPU ms'] = buildMs
  if (buildOnly) return out
  for (const mode of ['videos', 'scenes'] as const)
    for (const [kind, texts] of Object.entries(queries)) {
      const times: number[] = []
      for (let round = 0; round < rounds; round++)
        for (const text of texts) {
          const started = performance.now()
          await engine.search('bench', { text, mode, limit: 10 })
          times.push(performance.now() - started)
        }
      times.sort((a, b) => a - b)
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!
      out[`${kind} ${mode}, p50 / p95 ms`] = `${at(0.5).toFixed(1)} / ${at(0.95).toFixed(1)}`
    }
  return out
}

/**
 * The build's parts one after another, as indexes.ts does them, CPU ms per round: what
 * tokenizing costs against MiniSearch's own `add`.
 */
export function buildParts({ rounds = 3 } = {}) {
  const records = makeLibrary({ count: 2000, scenes: 20 }).map((video) => toRecord(video))
  const out: Record<string, number[]> = {}
  const note = (name: string, started: number) => {
    out[name] = [...(out[name] ?? []), Math.round(cpuMs() - started)]
  }
  const options = {
    stringifyField: (value: unknown) => value as string,
    tokenize: (terms: string) => terms as unknown as string[],
    processTerm: (term: string) => term,
  }
  for (let round = 0; round < rounds; round++) {
    let started = cpuMs()
    const documents = records.map((record) => ({
      title: tokenize(record.title),
      tags: record.tags.flatMap(tokenize),
      summary: tokenize(record.summary),
      scenes: record.scenes.map((scene) => tokenize(scene.description)),
    }))
    note('tokenize', started)
    started = cpuMs()
    const scenes = documents.map((document) => document.scenes.map((terms) => [...new Set(terms)]))
    note('scene terms once', started)
    started = cpuMs()
    const videoIndex = new MiniSearch({ fields: ['title', 'tags', 'summary'], ...options })
    for (const [i, { title, tags, summary }] of documents.entries())
      videoIndex.add({ id: String(i), title, tags, summary })
    note('MiniSearch add, videos', started)
    started = cpuMs()
    const sceneIndex = new MiniSearch({ fields: ['description'], ...options })
    for (const [i, list] of scenes.entries())
      for (const [j, description] of list.entries())
        sceneIndex.add({ id: `${i}#${j}`, description })
    note('MiniSearch add, scenes', started)
    started = cpuMs()
    const df = new Map<string, number>()
    for (const list of scenes)
      for (const terms of list) for (const term of terms) df.set(term, (df.get(term) ?? 0) + 1)
    note('document counts, scenes', started)
  }
  return out
}
