// @ts-check
/**
 * `npm test`: every check of the project, in order, then one line `tests: N passed, N failed`.
 * Static checks count as one test each; unit and end-to-end tests count one by one. Before that
 * line it prints each phase's wall time and the end-to-end time per spec file, so a slow CI run
 * says where its time went.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureBrowser } from './ensure-browser.mjs'
import { ensureFfmpeg } from './ensure-ffmpeg.mjs'
import { ensureNginx } from './nginx.mjs'
import { prefetchPackages } from './prefetch-packages.mjs'

const results = { passed: 0, failed: 0 }
const failures = []
/** @type {{ label: string, seconds: number }[]} */
const phases = []
const REPORTS = 'tests/e2e/.results'
const startedAll = Date.now()

const since = (/** @type {number} */ started) => (Date.now() - started) / 1000

/** Runs one phase and records its wall time. */
function timed(/** @type {string} */ label, /** @type {() => any} */ body) {
  const started = Date.now()
  try {
    return body()
  } finally {
    phases.push({ label, seconds: since(started) })
  }
}

/** Waits for a background step and records the wait. @param {string} label @param {() => Promise<void>} wait */
async function waited(label, wait) {
  const started = Date.now()
  await wait()
  phases.push({ label, seconds: since(started) })
}

/**
 * Runs a command with the terminal's output; true when it exits 0.
 * @param {string} label @param {string} command @param {string[]} args
 * @param {Record<string, string>} [env]
 */
function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`)
  const child = timed(label, () =>
    spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }),
  )
  console.log(`◀ ${label}: exit ${child.status} in ${phases.at(-1)?.seconds.toFixed(1)} s`)
  return child.status === 0
}

/** A static check: one test that passes or fails. @param {string} label @param {string} command @param {string[]} args */
function check(label, command, args) {
  if (run(label, command, args)) results.passed++
  else {
    results.failed++
    failures.push(label)
  }
}

/**
 * A JSON report as its reporter wrote it, or undefined when there is none.
 * @template T @param {string} path @returns {T | undefined}
 */
function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return undefined
  }
}

rmSync(REPORTS, { recursive: true, force: true })
mkdirSync(REPORTS, { recursive: true })
// Debian's packages (ffmpeg, Chromium, nginx) install in the background meanwhile, when missing.
const packages = prefetchPackages(join(tmpdir(), `npm-test-apt-${process.pid}.log`))

check('lint', 'npx', ['biome', 'check', '.'])
check('translations', 'node', ['tests/tools/check-translations.mjs'])
check('typecheck', 'npm', ['run', '--silent', 'typecheck'])

// Unit tests (the app's units and the API double's contract tests).
// The API double cuts an upload's pictures with ffmpeg; its media test needs it (as e2e needs Chromium).
await waited('waiting for ffmpeg', packages.ffmpeg)
console.log(`ffmpeg: ${ensureFfmpeg() ? 'found' : 'none (the double will use its stock media)'}`)
const unitOk = run('unit', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${REPORTS}/unit.json`,
])
/** @type {import('vitest/reporters').JsonTestResults | undefined} */
const unit = readJson(`${REPORTS}/unit.json`)
if (unit) {
  results.passed += unit.numPassedTests
  results.failed += unit.numFailedTests
  if (!unitOk) failures.push('unit')
  if (!unitOk && unit.numFailedTests === 0) results.failed++ // a file that failed to load
} else {
  results.failed++
  failures.push('unit (no report)')
}

// End-to-end tests against the production build (served by `vite preview`, and by nginx for
// the smoke set of deploy/'s configuration: tests/e2e/hosts.spec.ts).
let built = run('build', 'npx', ['vite', 'build'])
await waited('waiting for Chromium and nginx', packages.all)
try {
  console.log(`Chromium: ${timed('browser check', ensureBrowser) ?? "Playwright's own"}`)
  console.log(`nginx: ${timed('nginx check', ensureNginx) ?? 'none (its smoke tests will fail)'}`)
} catch (error) {
  console.error(String(error))
  built = false
}
if (!built) {
  results.failed++
  failures.push('build or browser')
} else {
  const e2eOk = run('e2e', 'npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts'], {
    CI: '1',
  })
  /** @type {E2eReport | undefined} */
  const e2e = readJson(`${REPORTS}/report.json`)
  if (e2e?.stats) {
    results.passed += e2e.stats.expected + (e2e.stats.flaky ?? 0)
    results.failed += e2e.stats.unexpected
    if (!e2eOk) failures.push('e2e')
    if (!e2eOk && e2e.stats.unexpected === 0) results.failed++ // e.g. a web server failed to start
  } else {
    results.failed++
    failures.push('e2e (no report)')
  }
}

/** @typedef {import('@playwright/test/reporter').JSONReport} E2eReport */

/**
 * The end-to-end time per spec file (summed over both projects), slowest first.
 * @param {E2eReport | undefined} report
 */
function specTimes(report) {
  /** @type {Map<string, { seconds: number, tests: number }>} */
  const files = new Map()
  const walk = (/** @type {import('@playwright/test/reporter').JSONReportSuite} */ suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results) {
          const file = files.get(spec.file) ?? { seconds: 0, tests: 0 }
          file.seconds += result.duration / 1000
          file.tests++
          files.set(spec.file, file)
        }
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const suite of report?.suites ?? []) walk(suite)
  return [...files].sort((a, b) => b[1].seconds - a[1].seconds)
}

const e2eFiles = specTimes(readJson(`${REPORTS}/report.json`))
if (e2eFiles.length) {
  console.log('\nEnd-to-end time per spec file (test time summed over workers):')
  for (const [file, { seconds, tests }] of e2eFiles)
    console.log(
      `  ${seconds.toFixed(1).padStart(7)} s  ${String(tests).padStart(3)} tests  ${file}`,
    )
}
console.log('\nWall time per phase:')
for (const { label, seconds } of phases)
  console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${label}`)
console.log(`  ${since(startedAll).toFixed(1).padStart(7)} s  npm test in all`)

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`)
console.log(`tests: ${results.passed} passed, ${results.failed} failed`)
process.exit(results.failed === 0 && failures.length === 0 ? 0 : 1)
