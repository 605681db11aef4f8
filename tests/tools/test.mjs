// @ts-check
/**
 * `npm test`: every check of the project, in order, then one line `tests: N passed, N failed`.
 * Static checks count as one test each; unit and end-to-end tests count one by one.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { ensureBrowser } from './ensure-browser.mjs'

const results = { passed: 0, failed: 0 }
const failures = []
const REPORTS = 'tests/e2e/.results'

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  const child = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  console.log(`◀ ${label}: exit ${child.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return child.status === 0
}

function check(label, command, args) {
  if (run(label, command, args)) results.passed++
  else {
    results.failed++
    failures.push(label)
  }
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return undefined
  }
}

rmSync(REPORTS, { recursive: true, force: true })
mkdirSync(REPORTS, { recursive: true })

check('lint', 'npx', ['biome', 'check', '.'])
check('translations', 'node', ['tests/tools/check-translations.mjs'])
check('typecheck', 'npm', ['run', '--silent', 'typecheck'])

// Unit tests (the app's units and the API double's contract tests).
const unitOk = run('unit', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${REPORTS}/unit.json`,
])
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

// End-to-end tests against the production build.
let built = false
try {
  console.log(`Chromium: ${ensureBrowser() ?? "Playwright's own"}`)
  built = run('build', 'npx', ['vite', 'build'])
} catch (error) {
  console.error(String(error))
}
if (!built) {
  results.failed++
  failures.push('build or browser')
} else {
  const e2eOk = run('e2e', 'npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts'], {
    CI: '1',
  })
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

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`)
console.log(`tests: ${results.passed} passed, ${results.failed} failed`)
process.exit(results.failed === 0 && failures.length === 0 ? 0 : 1)
