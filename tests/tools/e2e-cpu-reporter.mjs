// @ts-check
/**
 * An opt-in Playwright reporter (E2E_CPU=1, tests/e2e/playwright.config.ts) that writes each
 * test's CPU time to tests/e2e/.results/cpu.json, most expensive first, and prints the total.
 * A test's CPU is what its worker's process tree spent between the test's start and end: the
 * worker (Playwright, the double and the preview run in it), its Chromium and every process
 * Chromium started, including the ones already gone (their time is counted in the parent that
 * reaped them). So the figures are a test's own with any number of workers and on a shared
 * machine; contention still slows a test, so compare figures from one run. Linux only.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** E2E_CPU_OUT names another file, so two runs side by side (`--output`) keep their own. */
const OUT = process.env.E2E_CPU_OUT
  ? resolve(process.env.E2E_CPU_OUT)
  : fileURLToPath(new URL('../e2e/.results/cpu.json', import.meta.url))
const TICKS_PER_SECOND = 100
/** The annotation in which a test's worker gives its process id. */
export const WORKER_PID = 'e2e-worker-pid'

/**
 * Every live process: its parent and the CPU seconds it and its reaped children spent.
 * @returns {Map<number, { parent: number, cpu: number }>}
 */
function processes() {
  const all = new Map()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      // Fields after the command's closing parenthesis: state, ppid, …; utime, stime, cutime
      // and cstime are the 14th to 17th fields of the whole line.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const ticks = fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0)
      all.set(Number(name), { parent: Number(fields[1]), cpu: ticks / TICKS_PER_SECOND })
    } catch {
      // Gone between the listing and the read.
    }
  }
  return all
}

/**
 * CPU seconds spent by each of this runner's workers and every process under it (Chromium,
 * and the processes Chromium started).
 * @returns {Map<number, number>} worker pid → seconds
 */
function workerSeconds() {
  const all = processes()
  const totals = new Map()
  for (const [pid, { cpu }] of all) {
    for (let at = pid; at > 1; at = all.get(at)?.parent ?? 0) {
      if (all.get(at)?.parent !== process.pid) continue
      totals.set(at, (totals.get(at) ?? 0) + cpu)
      break
    }
  }
  return totals
}

/** @typedef {import('@playwright/test/reporter').Reporter} Reporter */

/** @implements {Reporter} */
export default class CpuReporter {
  /** @type {Map<string, { workers: Map<number, number>, wall: number }>} */
  started = new Map()
  /** @type {{ test: string, cpu: number, wall: number, status: string }[]} */
  rows = []

  /**
   * @param {import('@playwright/test/reporter').TestCase} test
   */
  onTestBegin(test) {
    this.started.set(test.id, { workers: workerSeconds(), wall: Date.now() })
  }

  /**
   * @param {import('@playwright/test/reporter').TestCase} test
   * @param {import('@playwright/test/reporter').TestResult} result
   */
  onTestEnd(test, result) {
    const start = this.started.get(test.id)
    // The worker says which it is (the `double` fixture in tests/e2e/fixtures.ts).
    const pid = Number(result.annotations.find((note) => note.type === WORKER_PID)?.description)
    if (!start || !pid) return
    const where = `${relative(process.cwd(), test.location.file)}:${test.location.line}`
    this.rows.push({
      test: `[${test.parent.project()?.name}] ${where} ${test.title}`,
      cpu: Number(((workerSeconds().get(pid) ?? 0) - (start.workers.get(pid) ?? 0)).toFixed(2)),
      wall: (Date.now() - start.wall) / 1000,
      status: result.status,
    })
  }

  onEnd() {
    this.rows.sort((a, b) => b.cpu - a.cpu)
    const total = this.rows.reduce((sum, row) => sum + row.cpu, 0)
    // The results folder is Playwright's own only without `--output`: it may not exist.
    mkdirSync(dirname(OUT), { recursive: true })
    writeFileSync(OUT, `${JSON.stringify(this.rows, null, 1)}\n`)
    // The machine's load beside it: figures of a loaded machine are compared only with each other.
    const load = loadavg().map((value) => value.toFixed(1))
    console.log(
      `CPU: ${total.toFixed(0)} s over ${this.rows.length} tests, load ${load.join(' ')} (${relative(process.cwd(), OUT)})`,
    )
  }

  printsToStdio() {
    return false
  }
}
