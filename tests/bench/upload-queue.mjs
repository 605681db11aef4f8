// @ts-check
/**
 * Upload queue memory: 20 files of 200 MB (sparse files on disk, so nothing is allocated here)
 * are chosen in a real browser and go up one after the other through the real dialog, the real
 * multipart POST and the API double's storage. While they go, the page's JS heap and the
 * resident memory of every browser process are sampled; the peaks show whether a file is ever
 * read into memory (4 GB in all would show at once).
 * Part of `npm run bench`.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { signIn } from './sign-in.mjs'
import { sparseFile, untilUploadEnabled } from './upload-files.mjs'

const FILES = 20
const FILE_MB = 200
const SAMPLE_MS = 250

/**
 * Resident memory of the browser this process launched (every Chromium process below this
 * Node process), in bytes, from Linux `ps`.
 */
function browserRss() {
  const table = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,rss=,comm='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .map(([pid, ppid, rss, comm]) => ({
      pid: Number(pid),
      ppid: Number(ppid),
      rss: Number(rss),
      comm,
    }))
  const inTree = new Set(
    table
      .filter((p) => p.ppid === process.pid && /chrom|headless/i.test(p.comm ?? ''))
      .map((p) => p.pid),
  )
  for (let grew = true; grew; ) {
    grew = false
    for (const p of table)
      if (!inTree.has(p.pid) && inTree.has(p.ppid)) {
        inTree.add(p.pid)
        grew = true
      }
  }
  return table.filter((p) => inTree.has(p.pid)).reduce((sum, p) => sum + p.rss * 1024, 0)
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {{ app: string, account: import('./sign-in.mjs').Account }} options
 * @returns {Promise<string[]>} the table rows
 */
export async function measureUploadQueue(browser, { app, account }) {
  const dir = mkdtempSync(join(tmpdir(), 'vi-queue-bench-'))
  const paths = Array.from({ length: FILES }, (_, index) =>
    sparseFile(dir, `archive-${String(index + 1).padStart(2, '0')}.mp4`, FILE_MB * 1024 * 1024),
  )
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  try {
    await signIn(page, app, account)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    const heap = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics')
      return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0
    }
    const rss = browserRss

    await page.getByRole('button', { name: 'Upload', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Upload a video' })
    await dialog.getByRole('button', { name: 'Next' }).click()
    // A local browser gets the paths, as a file picker would give them: nothing is copied.
    await dialog.getByTestId('video-file-input').setInputFiles(paths)
    const upload = dialog.getByRole('button', { name: 'Upload', exact: true })
    // Zero-filled files cannot be decoded: each one's length read ends by error or timeout.
    await upload.waitFor({ state: 'visible' })
    await untilUploadEnabled(page)
    await cdp.send('HeapProfiler.collectGarbage')
    const before = { heap: await heap(), rss: rss() }
    const peak = { ...before }
    const started = performance.now()
    await upload.click()
    await dialog.getByRole('button', { name: 'Continue in background' }).click()
    const tray = page.getByRole('region', { name: 'Upload' })
    for (;;) {
      peak.heap = Math.max(peak.heap, await heap())
      peak.rss = Math.max(peak.rss, rss())
      const text = (await tray.textContent()) ?? ''
      if (text.includes('Uploaded. The analysis has started.')) break
      if (text.includes('The upload failed')) throw new Error(`upload queue failed: ${text}`)
      if (performance.now() - started > 15 * 60_000) throw new Error('upload queue: timed out')
      await page.waitForTimeout(SAMPLE_MS)
    }
    const seconds = (performance.now() - started) / 1000
    const mb = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
    return [
      `| upload queue (${FILES} files × ${FILE_MB} MB, sparse on disk) | value |`,
      '|---|---|',
      `| JS heap before / peak while uploading | ${mb(before.heap)} / ${mb(peak.heap)} |`,
      `| browser memory (all its processes, RSS) before / peak | ${mb(before.rss)} / ${mb(peak.rss)} |`,
      `| time for ${((FILES * FILE_MB) / 1024).toFixed(1)} GB to the API double's storage | ${seconds.toFixed(1)} s |`,
    ]
  } finally {
    await context.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
