// @ts-check
/** Lighthouse on one screen (mobile, simulated throttling), for `npm run bench`. */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
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
      tbt: audit('total-blocking-time'),
      tbtMs: lhr?.audits['total-blocking-time']?.numericValue ?? Number.POSITIVE_INFINITY,
      clsValue: lhr?.audits['cumulative-layout-shift']?.numericValue ?? Number.POSITIVE_INFINITY,
    }
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
}
