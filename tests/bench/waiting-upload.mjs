// @ts-check
/**
 * Uploads that wait for the network (docs/product.md §2 Upload): (1) the page's JS heap
 * while a 1 GB file chosen offline is kept on the device (a sparse file on disk, streamed into
 * the origin private file system: a copy read into memory would show as 1 GB); (2) the time
 * from the network's return to the first byte of a waiting file reaching the API double's
 * storage (median of `runs`). Part of `npm run bench` (`--only waiting`).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { BUDGETS } from './budgets.mjs'
import { signIn } from './sign-in.mjs'
import { sparseFile, untilUploadEnabled } from './upload-files.mjs'

const BIG_MB = 1024
const SMALL_KB = 256
const SAMPLE_MS = 100

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {{ app: string, control: string, account: import('./sign-in.mjs').Account, runs: number }} options
 * @returns {Promise<string[]>} the table rows
 */
export async function measureWaitingUpload(browser, { app, control, account, runs }) {
  const dir = mkdtempSync(join(tmpdir(), 'vi-waiting-bench-'))
  const big = sparseFile(dir, 'field-recording.mp4', BIG_MB * 1024 * 1024)
  const context = await browser.newContext({ serviceWorkers: 'allow' })
  const page = await context.newPage()
  try {
    await signIn(page, app, account)
    await page.evaluate(() => navigator.serviceWorker.ready)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    const heap = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics')
      return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0
    }
    const dialog = page.getByRole('dialog', { name: 'Upload a video' })
    const tray = page.getByRole('region', { name: 'Upload' })

    /** Offline, chooses `path` in the dialog; resolves once Upload can be pressed. */
    const chooseOffline = async (/** @type {string} */ path) => {
      await context.setOffline(true)
      await page.locator('#main').getByRole('button', { name: 'Upload', exact: true }).click()
      await dialog.getByRole('button', { name: 'Next' }).click()
      await dialog.getByTestId('video-file-input').setInputFiles(path)
      await untilUploadEnabled(page)
    }

    // (1) Keeping 1 GB: the heap before (after a collection) and its peak until it is kept.
    await chooseOffline(big)
    await cdp.send('HeapProfiler.collectGarbage')
    const before = await heap()
    let peak = before
    const started = performance.now()
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
    const waiting = dialog.getByText(/^Waiting for the network/)
    while (!(await waiting.isVisible())) {
      peak = Math.max(peak, await heap())
      if (performance.now() - started > 10 * 60_000) throw new Error('keeping 1 GB: timed out')
      await page.waitForTimeout(SAMPLE_MS)
    }
    const keptSeconds = (performance.now() - started) / 1000
    // Not sent: the kept file is removed (Stop, then Remove in the dialog).
    await dialog.getByRole('button', { name: 'Stop upload' }).click()
    await dialog.getByRole('button', { name: /^Remove / }).click()
    await dialog.getByRole('button', { name: 'Close', exact: true }).click()
    await dialog.waitFor({ state: 'hidden' })

    // (2) The network returns: to the first byte of the waiting file at the storage.
    /** @type {number[]} */
    const delays = []
    for (let run = 0; run < runs; run++) {
      await chooseOffline(sparseFile(dir, `clip-${run}.mp4`, SMALL_KB * 1024))
      await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
      await dialog.getByText(/^Waiting for the network/).waitFor()
      await dialog.getByRole('button', { name: 'Continue in background' }).click()
      await fetch(`${control}/requests`, { method: 'DELETE' })
      const back = Date.now()
      await context.setOffline(false)
      for (;;) {
        /** @type {{ origin?: string, method: string, time: string }[]} */
        const log = await (await fetch(`${control}/requests`)).json()
        const stored = log.find((r) => r.origin === 'storage' && r.method === 'POST')
        if (stored) {
          delays.push(Date.parse(stored.time) - back)
          break
        }
        if (Date.now() - back > 60_000) throw new Error('waiting upload: never sent')
        await page.waitForTimeout(20)
      }
      await tray.getByText('Uploaded. The analysis has started.').waitFor({ timeout: 60_000 })
    }
    const mb = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
    const within = peak - before <= BUDGETS.heapGrowthMb * 1024 * 1024 ? '✓' : '✗'
    return [
      `| uploads waiting for the network | value | budget |`,
      '|---|---|---|',
      `| JS heap before / peak while keeping a ${BIG_MB / 1024} GB file (sparse on disk) | ${mb(before)} / ${mb(peak)} (+${mb(peak - before)}) ${within} | ≤ +${BUDGETS.heapGrowthMb} MB |`,
      `| time to keep it on the device | ${keptSeconds.toFixed(1)} s | — |`,
      `| network back → first byte at the storage (median of ${runs}, ${SMALL_KB} KB files) | ${median(delays).toFixed(0)} ms | — |`,
    ]
  } finally {
    await context.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
