// @ts-check
/** Lighthouse on one screen (mobile, simulated throttling), for `npm run bench`. */
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '../tools/browser.mjs'
import { signIn } from './sign-in.mjs'

/**
 * @typedef {{ app: string, path: string, account?: import('./sign-in.mjs').Account, port: number }} Audit
 *   `account`: signed in first; `port`: Chrome's remote debugging port, which Lighthouse drives
 */

/**
 * One Lighthouse run; a run whose trace failed (e.g. NO_NAVSTART) is made again, twice at most.
 * @param {Audit} audit
 */
export async function lighthouseScores(audit) {
  for (let attempt = 1; ; attempt++) {
    const scores = await lighthouseRun(audit)
    if (!scores.error || attempt === 3) return scores
    console.log(`Lighthouse ${audit.path}: ${scores.error}; running it again`)
  }
}

/** @param {Audit} audit */
async function lighthouseRun({ app, path, account, port }) {
  const { default: lighthouse } = await import('lighthouse')
  const executablePath = chromiumPath()
  const profile = mkdtempSync(join(tmpdir(), 'bench-lh-'))
  const context = await chromium.launchPersistentContext(profile, {
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    ...(executablePath ? { executablePath } : {}),
    serviceWorkers: 'block',
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    if (account) await signIn(page, app, account)
    const result = await lighthouse(`${app}${path}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: true,
    })
    const lhr = result?.lhr
    const score = (/** @type {string} */ id) => Math.round((lhr?.categories[id]?.score ?? 0) * 100)
    const audit = (/** @type {string} */ id) => lhr?.audits[id]?.displayValue ?? '—'
    return {
      error: lhr?.runtimeError?.code,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcp: audit('largest-contentful-paint'),
      lcpMs: lhr?.audits['largest-contentful-paint']?.numericValue ?? Number.POSITIVE_INFINITY,
      tbt: audit('total-blocking-time'),
      tbtMs: lhr?.audits['total-blocking-time']?.numericValue ?? Number.POSITIVE_INFINITY,
      clsValue: lhr?.audits['cumulative-layout-shift']?.numericValue ?? Number.POSITIVE_INFINITY,
    }
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
}

/**
 * @typedef {{ name: string, app: string, path: string, account?: import('./sign-in.mjs').Account,
 *   budget: { performance?: number, tbt?: number, lcpRatio?: number } }} Screen
 */

/** "figure ✓" or "figure ✗" */
const against = (/** @type {string} */ shown, /** @type {boolean} */ ok) =>
  `${shown} ${ok ? '✓' : '✗'}`

/**
 * The Lighthouse table of `npm run bench`: the bare stack first, then each screen with its LCP
 * as a ratio of the bare stack's, the median of `runs` runs each, the load average after each.
 * @param {{ bare: Screen, screens: Screen[], runs: number, port: number,
 *   onLoad: (load: number[]) => void }} options
 */
export async function lighthouseTable({ bare, screens, runs, port, onLoad }) {
  const rows = [
    `| Lighthouse (median of ${runs}) | Performance | budget | TBT | budget | LCP | LCP / bare | budget | CLS | Accessibility | Best Practices | load average |`,
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ]
  let bareLcp = Number.NaN
  for (const screen of [bare, ...screens]) {
    const results = []
    for (let i = 0; i < runs; i++) results.push(await lighthouseScores({ ...screen, port }))
    const load = loadavg()
    onLoad(load)
    // The run with the median Performance score, so its figures belong together.
    const scores = [...results].sort((a, b) => a.performance - b.performance)[
      Math.floor(results.length / 2)
    ]
    if (!scores) continue
    if (screen === bare) bareLcp = scores.lcpMs
    const ratio = scores.lcpMs / bareLcp
    const cls = Math.max(...results.map((run) => run.clsValue))
    const { performance, tbt, lcpRatio } = screen.budget
    const isBare = screen === bare
    rows.push(
      `| ${[
        screen.name,
        performance
          ? against(String(scores.performance), scores.performance >= performance)
          : String(scores.performance),
        performance ? `≥ ${performance}` : '—',
        tbt ? against(scores.tbt, scores.tbtMs <= tbt) : scores.tbt,
        tbt ? `≤ ${tbt} ms` : '—',
        scores.lcp,
        isBare ? '1' : lcpRatio ? against(ratio.toFixed(2), ratio <= lcpRatio) : ratio.toFixed(2),
        lcpRatio ? `≤ ${lcpRatio}` : '—',
        // CLS budget 0 everywhere: the worst of the runs.
        isBare
          ? String(Number(cls.toFixed(3)))
          : against(String(Number(cls.toFixed(3))), cls === 0),
        String(scores.accessibility),
        String(scores.bestPractices),
        load[0].toFixed(1),
      ].join(' | ')} |`,
    )
  }
  return rows
}
