// @ts-check
/**
 * An opt-in Playwright reporter (E2E_CPU=1, tests/e2e/playwright.config.ts) that writes each
 * test's CPU time to tests/e2e/.results/cpu.json, most expensive first, and prints the total.
 * The machine's busy time (/proc/stat) is read as each test begins and ends, so the figures are
 * a test's own only with one worker on a quiet machine (E2E_WORKERS=1): what a test costs in
 * Chromium, Playwright, the double and the preview together. Linux only.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { relative } from 'node:path'

const OUT = new URL('../e2e/.results/cpu.json', import.meta.url)

/** CPU seconds the machine has spent busy since boot. */
function busySeconds() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/) ?? []
  const ticks = fields.slice(1).map(Number)
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0)
  return (ticks.reduce((sum, tick) => sum + tick, 0) - idle) / 100
}

/** @typedef {import('@playwright/test/reporter').Reporter} Reporter */

/** @implements {Reporter} */
export default class CpuReporter {
  /** @type {Map<string, { cpu: number, wall: number }>} */
  started = new Map()
  /** @type {{ test: string, cpu: number, wall: number, status: string }[]} */
  rows = []

  /** @param {import('@playwright/test/reporter').TestCase} test */
  onTestBegin(test) {
    this.started.set(test.id, { cpu: busySeconds(), wall: Date.now() })
  }

  /**
   * @param {import('@playwright/test/reporter').TestCase} test
   * @param {import('@playwright/test/reporter').TestResult} result
   */
  onTestEnd(test, result) {
    const start = this.started.get(test.id)
    if (!start) return
    const where = `${relative(process.cwd(), test.location.file)}:${test.location.line}`
    this.rows.push({
      test: `[${test.parent.project()?.name}] ${where} ${test.title}`,
      cpu: Number((busySeconds() - start.cpu).toFixed(2)),
      wall: (Date.now() - start.wall) / 1000,
      status: result.status,
    })
  }

  onEnd() {
    this.rows.sort((a, b) => b.cpu - a.cpu)
    const total = this.rows.reduce((sum, row) => sum + row.cpu, 0)
    writeFileSync(OUT, `${JSON.stringify(this.rows, null, 1)}\n`)
    console.log(
      `CPU: ${total.toFixed(0)} s over ${this.rows.length} tests (tests/e2e/.results/cpu.json)`,
    )
  }

  printsToStdio() {
    return false
  }
}
