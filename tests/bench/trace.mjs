// @ts-check
/**
 * Where a first screen's main-thread time goes: a Chrome trace and a CPU profile of one load
 * with the CPU slowed 4x (as Lighthouse's mobile run simulates it), printed as the long tasks
 * after the first paint, the blocking time they add up to (TBT: each task's time over 50 ms,
 * up to the end of the trace, so no TTI cut) and, per task, the modules that spent it.
 * "Blocking from the start" (every task from the navigation on) is the figure that follows
 * Lighthouse's TBT on a client-rendered screen: Lighthouse's simulated first paint leaves out
 * the app's tasks before it (docs/decisions.md, "The signed-in first render").
 * Quicker than Lighthouse and it says which code is slow; its figures are not Lighthouse's
 * (real throttling, not simulated), so compare builds with it, A/B in the same minutes.
 *
 *   npx vite build --sourcemap   # modules are named only with source maps (else files)
 *   node tests/bench/trace.mjs [--dist dir]... [--runs N] /video /video-detail/first
 *
 * Several `--dist` folders are served side by side and measured in turn, run by run (A/B/A/B).
 * `/video-detail/first` is the first completed video of the demo library. Signed in as the demo
 * user through the app's form, the saved copy kept between loads (as the bench's Lighthouse);
 * `--signed-out` for the public screens. `--cpu`: the CPU is not slowed; each task counts as its
 * main-thread CPU time x4 (as Lighthouse scales what it observes), which moves far less with a
 * busy machine's load than wall time under a 4x slowdown (one build's TBT read 10 to 1,451 ms
 * that way at load 10-28).
 * `--own`: per task, also the product's own functions on the sampled stacks (the nearest frame
 * under src/ of each sample, so a component's render names it), to tell which render a task is.
 * Ports: builds-side-by-side.mjs.
 */
import { loadavg } from 'node:os'
import { appUrl, args, DEMO, dists, paths, startBuilds, valuesOf } from './builds-side-by-side.mjs'
import { median } from './first-screens.mjs'
/** @typedef {import('./trace-analysis.mjs').TraceEvent} TraceEvent */
import { signIn } from './sign-in.mjs'
import { analyse, sourceMaps } from './trace-analysis.mjs'

const runs = Number(valuesOf('--runs')[0] ?? 3)
const THROTTLE = 4
const cpuMode = args.includes('--cpu')
const signedOut = args.includes('--signed-out')
const ownMode = args.includes('--own')

/**
 * @param {import('@playwright/test').BrowserContext} context signed in, unless `--signed-out`
 * @param {string} url @param {string} dist the build served there (its source maps)
 */
async function traceLoad(context, url, dist) {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuMode ? 1 : THROTTLE })
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  /** @type {TraceEvent[]} */
  const events = []
  cdp.on('Tracing.dataCollected', ({ value }) =>
    events.push(.../** @type {TraceEvent[]} */ (/** @type {unknown} */ (value))),
  )
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.start', {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'loading',
      'blink.user_timing',
      'toplevel',
      'v8.execute',
    ].join(','),
    transferMode: 'ReportEvents',
  })
  await cdp.send('Profiler.start')
  await page.goto(url, { waitUntil: 'load' })
  // No polling of the page (a locator's wait runs in the page and shows in the trace): the
  // network's quiet, then time for the work that follows it (the local index starts at 3 s).
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(4000)
  const { profile } = await cdp.send('Profiler.stop')
  await cdp.send('Tracing.end')
  await done
  await page.close()
  return analyse(events, profile, sourceMaps(dist), {
    cpuTimes: cpuMode ? THROTTLE : undefined,
    own: ownMode,
  })
}

const { browser, detailPath, close } = await startBuilds()
try {
  const contexts = []
  for (let i = 0; i < dists.length; i++) {
    const context = await browser.newContext({ serviceWorkers: 'block' })
    if (!signedOut) {
      const page = await context.newPage()
      await signIn(page, appUrl(i), DEMO)
      await page.close()
    }
    contexts.push(context)
  }
  for (const path of paths) {
    const real = detailPath(path)
    /** @type {Record<string, { tbt: number[], all: number[], fcp: number[], lcp: number[] }>} */
    const figures = {}
    for (let run = 0; run < runs; run++) {
      for (let i = 0; i < dists.length; i++) {
        const dist = dists[i] ?? 'dist'
        const context = contexts[i]
        if (!context) continue
        const result = await traceLoad(context, `${appUrl(i)}${real}`, dist)
        const load = loadavg()[0].toFixed(2)
        console.log(
          `\n${path} ${dist} run ${run + 1}: FCP ${result.fcp.toFixed(0)} ms, LCP ${result.lcp.toFixed(0)} ms, TBT ${result.tbt.toFixed(0)} ms, blocking from the start ${result.allBlocking.toFixed(0)} ms (load ${load})`,
        )
        for (const task of result.tasks) {
          console.log(`  task at ${task.at.toFixed(0)} ms: ${task.ms.toFixed(0)} ms [${task.what}]`)
          console.log(`    ${task.top}`)
          if (ownMode) console.log(`    own (samples): ${task.own}`)
        }
        figures[dist] ??= { tbt: [], all: [], fcp: [], lcp: [] }
        const f = figures[dist]
        f.tbt.push(result.tbt)
        f.all.push(result.allBlocking)
        f.fcp.push(result.fcp)
        f.lcp.push(result.lcp)
      }
    }
    for (const [dist, f] of Object.entries(figures)) {
      console.log(
        `\n== ${path} ${dist}: median TBT ${median(f.tbt).toFixed(0)} ms [${f.tbt.map((x) => x.toFixed(0)).join(', ')}], blocking from the start ${median(f.all).toFixed(0)} ms [${f.all.map((x) => x.toFixed(0)).join(', ')}], FCP ${median(f.fcp).toFixed(0)}, LCP ${median(f.lcp).toFixed(0)}`,
      )
    }
  }
} finally {
  await close()
}
