// @ts-check
/**
 * The analysis behind `trace.mjs`: a load's Chrome trace and CPU profile turned into its long
 * tasks, the blocking time they add up to, and per task the modules (named through the
 * build's source maps) and, on request, the product's own functions that spent it.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { SourceMapConsumer } from 'source-map-js'

/** Source maps of one build, by script URL path. @param {string} dist */
export function sourceMaps(dist) {
  /** @type {Map<string, SourceMapConsumer | null>} */
  const maps = new Map()
  return (/** @type {string} */ path) => {
    if (!maps.has(path)) {
      const file = join(dist, `${path}.map`)
      maps.set(path, existsSync(file) ? new SourceMapConsumer(readFileSync(file, 'utf8')) : null)
    }
    return maps.get(path)
  }
}

/** A module's short name: a package, or a path under src/ or locales/. @param {string} source */
function moduleName(source) {
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
  if (pkg) return pkg[1] ?? source
  const own = source.match(/(?:src|locales)\/.*/)
  return own ? own[0] : source
}

/**
 * @typedef {{ name: string, ph: string, ts: number, dur?: number, tdur?: number, pid: number,
 *   tid: number, cat: string, args?: any }} TraceEvent
 */

/**
 * The long tasks of one load, their blocking time, and per task the modules that spent it.
 * @param {TraceEvent[]} events
 * @param {any} profile a CDP CPU profile
 * @param {(path: string) => SourceMapConsumer | null | undefined} mapOf
 * @param {{ cpuTimes: number | undefined, own: boolean }} options `cpuTimes`: each task counts
 *   as its CPU time times this (`--cpu`), else as its wall time; `own`: name the product's
 *   functions too (`--own`)
 */
export function analyse(events, profile, mapOf, { cpuTimes, own: ownMode }) {
  /** A task's length in µs as counted. @param {TraceEvent} e */
  const cost = (e) => (cpuTimes ? (e.tdur ?? e.dur ?? 0) * cpuTimes : (e.dur ?? 0))
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')
  // An interaction's trace (interactions.mjs) has no navigation: its page's thread is the one
  // that dispatched the input.
  const main =
    fcp ??
    events.find((e) => e.name === 'navigationStart') ??
    events.find((e) => e.name === 'EventDispatch')
  if (!main) throw new Error('no navigation or input in the trace')
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid)
  const navStart =
    events.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ?? main.ts
  const lcps = events.filter((e) => e.name === 'largestContentfulPaint::Candidate')
  const lcp = lcps.at(-1)
  const tasks = onMain
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && cost(e) > 50_000)
    .sort((a, b) => a.ts - b.ts)
  const fcpTs = fcp?.ts ?? navStart
  const blocking = (/** @type {TraceEvent[]} */ list) =>
    list.reduce((sum, t) => sum + Math.max(0, cost(t) / 1000 - 50), 0)
  const tbt = blocking(tasks.filter((t) => t.ts >= fcpTs))
  // From the navigation on: steadier than TBT, whose start (FCP) moves with the load.
  const allBlocking = blocking(tasks)

  // CPU profile samples → the module of the sampled frame.
  /** @type {Map<number, any>} */
  const nodes = new Map(profile.nodes.map((/** @type {any} */ n) => [n.id, n]))
  /** @type {Map<number, string>} */
  const nodeModule = new Map()
  const moduleOf = (/** @type {number} */ id) => {
    const known = nodeModule.get(id)
    if (known) return known
    const { url, lineNumber, columnNumber, functionName } = nodes.get(id).callFrame
    let name = functionName ? `(${functionName})` : '(program)'
    if (url && lineNumber >= 0) {
      const path = new URL(url).pathname
      const map = mapOf(path)
      const at = map?.originalPositionFor({ line: lineNumber + 1, column: columnNumber })
      name = at?.source ? moduleName(at.source) : path
    }
    nodeModule.set(id, name)
    return name
  }
  /** @type {Map<number, number>} */
  const parentOf = new Map()
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id)
  /** @type {Map<number, string>} */
  const nodeOwn = new Map()
  /** The nearest own function on a sample's stack. @param {number | undefined} id @returns {string} */
  const ownOf = (id) => {
    if (id === undefined) return '(none)'
    const known = nodeOwn.get(id)
    if (known) return known
    const module = moduleOf(id)
    const own = module.startsWith('src/')
      ? `${nodes.get(id).callFrame.functionName || '(anonymous)'} ${module}`
      : ownOf(parentOf.get(id))
    nodeOwn.set(id, own)
    return own
  }
  /** @type {{ ts: number, module: string, own: string }[]} */
  const samples = []
  let ts = profile.startTime
  for (let i = 0; i < profile.samples.length; i++) {
    ts += profile.timeDeltas[i] ?? 0
    const id = profile.samples[i]
    samples.push({ ts, module: moduleOf(id), own: ownMode ? ownOf(id) : '' })
  }

  const described = tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0)
    /** @type {Map<string, number>} */
    const byModule = new Map()
    /** @type {Map<string, number>} */
    const byOwn = new Map()
    let count = 0
    for (const sample of samples) {
      if (sample.ts < task.ts || sample.ts > end) continue
      byModule.set(sample.module, (byModule.get(sample.module) ?? 0) + 1)
      byOwn.set(sample.own, (byOwn.get(sample.own) ?? 0) + 1)
      count++
    }
    const kinds = new Map()
    for (const e of onMain) {
      if (e.ts < task.ts || e.ts > end || e.ph !== 'X' || e === task) continue
      if (
        ![
          'EvaluateScript',
          'v8.compileModule',
          'v8.evaluateModule',
          'FunctionCall',
          'ParseHTML',
          'UpdateLayoutTree',
          'Layout',
          'Paint',
          'PrePaint',
          'TimerFire',
          'FireAnimationFrame',
          'RunMicrotasks',
          'EventDispatch',
          'ParseAuthorStyleSheet',
          'Commit',
          'Layerize',
        ].includes(e.name)
      )
        continue
      kinds.set(e.name, (kinds.get(e.name) ?? 0) + (e.dur ?? 0) / 1000)
    }
    const top = [...byModule]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([name, n]) => `${name} ${Math.round((100 * n) / Math.max(count, 1))}%`)
    const what = [...kinds]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
    const own = [...byOwn]
      .filter(([name]) => name !== '(none)')
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([name, n]) => `${name} ${n}`)
    return {
      at: (task.ts - navStart) / 1000,
      ms: cost(task) / 1000,
      what: what.join(', '),
      top: top.join(', '),
      own: own.join(', '),
    }
  })
  return {
    fcp: fcp ? (fcp.ts - navStart) / 1000 : Number.NaN,
    lcp: lcp ? (lcp.ts - navStart) / 1000 : Number.NaN,
    tbt,
    allBlocking,
    tasks: described,
  }
}
