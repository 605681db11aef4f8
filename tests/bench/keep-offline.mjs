// @ts-check
/**
 * Videos kept for offline (docs/product.md, "Kept videos"), on a real 200 MB MP4 uploaded to the
 * API double: (1) keep throughput as a ratio of plain `fetch`es of the same files (the video and
 * its scene clips, one after the other) in the same page and run; (2) the page's peak JS heap while the video is kept (a keep that held the file
 * would show it as 200 MB); (3) offline, from Play after a seek to the first frame painted
 * (median of `runs`, each in a player opened afresh); (4) the ratio of (1) again with the page's
 * network paced as a fast home connection's. Part of `npm run bench` (`--only keep`).
 *
 * The file is made once with ffmpeg (two minutes of 720p test pattern at a high bitrate, its
 * index first, as an upload from a camera app would be) and kept in `.bench/`.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, renameSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { BUDGETS } from './budgets.mjs'
import { apiAuth, signIn } from './sign-in.mjs'
import { untilUploadEnabled } from './upload-files.mjs'

const FILE = resolve('.bench/keep-bench-200mb.mp4')
const SAMPLE_MS = 100
/** A fast home connection (fibre, 200 Mbit/s down, 10 ms away): the paced rows' network. */
const PACED = { label: '200 Mbit/s', bytesPerSecond: 25_000_000, latencyMs: 10 }
/** Where the seeks land, as shares of the video's length (one per run, in turn). */
const SEEKS = [0.75, 0.35, 0.9, 0.55, 0.15]

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
const mb = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/**
 * The 200 MB MP4, made on first use (not blocking: the API double runs in this process).
 * @returns {Promise<string>}
 */
async function benchVideo() {
  if (existsSync(FILE)) return FILE
  mkdirSync(join(FILE, '..'), { recursive: true })
  console.log('Making a 200 MB MP4 for the keep bench (once)…')
  const partial = `${FILE}.part.mp4`
  const ffmpeg = spawn(
    'ffmpeg',
    // biome-ignore format: the options read in pairs
    ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=25', '-t', '120',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '4', '-g', '50', '-pix_fmt', 'yuv420p',
      '-movflags', '+faststart', partial],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  const status = await new Promise((done) => ffmpeg.on('close', done))
  if (status !== 0) throw new Error(`ffmpeg could not make the keep bench's video (${status})`)
  renameSync(partial, FILE)
  return FILE
}

/**
 * Uploads `path` through the dialog and waits for its analysis; returns the video's id.
 * @param {import('@playwright/test').Page} page @param {string} api
 * @param {Record<string, string>} auth @param {string} path
 */
async function uploadAndAnalyse(page, api, auth, path) {
  const dialog = page.getByRole('dialog', { name: 'Upload a video' })
  await page.locator('#main').getByRole('button', { name: 'Upload', exact: true }).click()
  await dialog.getByRole('button', { name: 'Next' }).click()
  await dialog.getByTestId('video-file-input').setInputFiles(path)
  await untilUploadEnabled(page)
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
  await page.getByText('Uploaded. The analysis has started.').first().waitFor({ timeout: 300_000 })
  const name = path.split('/').pop()
  for (const started = Date.now(); Date.now() - started < 300_000; ) {
    /** @type {{ items: { id: string, filename: string, status: string }[] }} */
    const list = await fetch(`${api}/api/videos?size=50&page=1`, { headers: auth }).then((r) =>
      r.json(),
    )
    const video = list.items.find((item) => item.filename === name)
    if (video?.status === 'completed') return video.id
    if (video?.status === 'failed') throw new Error('the keep bench video failed its analysis')
    await page.waitForTimeout(500)
  }
  throw new Error('the keep bench video was not analysed in 5 minutes')
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {{ app: string, api: string, control: string, account: import('./sign-in.mjs').Account, runs: number }} options
 * @returns {Promise<string[]>} the table rows
 */
export async function measureKeep(browser, { app, api, control, account, runs }) {
  const file = await benchVideo()
  const auth = await apiAuth(api, account)
  const context = await browser.newContext({ serviceWorkers: 'allow' })
  const page = await context.newPage()
  /** @type {string | undefined} */
  let id
  const analysis = await fetch(`${control}/config`).then((r) => r.json())
  try {
    await fetch(`${control}/config`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ analysisDelayMs: 500 }),
    })
    await signIn(page, app, account)
    await page.evaluate(() => navigator.serviceWorker.ready)
    id = await uploadAndAnalyse(page, api, auth, file)
    await page.goto(`${app}/video-detail/${id}`)
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller))
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    const heap = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics')
      return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0
    }

    // The size step asks for each file's length: the kept files' addresses come from there.
    /** @type {Set<string>} */
    const urls = new Set()
    page.on('response', (response) => {
      const { url, method } = { url: response.url(), method: response.request().method() }
      if (method === 'HEAD' && response.ok() && url.includes(`/${id}/`)) urls.add(url)
    })
    const section = page.getByRole('region', { name: 'On this device' })
    await section.getByRole('button', { name: 'Keep for offline' }).click()
    const confirm = section.getByRole('button', { name: /^Keep \d/ })
    await confirm.waitFor()
    if (![...urls].some((url) => url.includes(`/input/${id}/`)))
      throw new Error('the keep asked for no size of the full video')
    const files = [...urls]

    // (1) Plain fetches of the same files, one after the other, each read to its end and dropped.
    const plainFetches = () =>
      page.evaluate(async (files) => {
        const started = performance.now()
        let bytes = 0
        for (const url of files) {
          const response = await fetch(url, {
            mode: 'cors',
            credentials: 'omit',
            cache: 'no-store',
          })
          const reader = /** @type {ReadableStreamDefaultReader<Uint8Array>} */ (
            response.body?.getReader()
          )
          for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
            bytes += chunk.value.byteLength
        }
        return { bytes, ms: performance.now() - started }
      }, files)
    const plain = await plainFetches()

    // The floor a keep can reach: the same fetches piped each into one cache entry, no parts;
    // what piping through page script costs: each chunk passed on by a script stream on its way
    // into the entry (the streamed writer's way); and the keep's own way without its
    // bookkeeping: 8 MB parts, each its own Range request read natively into a Blob and put,
    // two in flight (offline/kept-parts-by-range.ts).
    /** @param {'native' | 'script' | 'parts'} way @param {{ partMb: number, inFlight: number }} [parts] */
    const intoCache = (way, { partMb, inFlight } = { partMb: 8, inFlight: 2 }) =>
      page.evaluate(
        async ({ files, way, partMb, inFlight }) => {
          const cache = await caches.open('vi-keep-bench')
          const init = /** @type {RequestInit} */ ({
            mode: 'cors',
            credentials: 'omit',
            cache: 'no-store',
          })
          const started = performance.now()
          for (const [index, url] of files.entries()) {
            if (way === 'parts') {
              const head = await fetch(url, { ...init, method: 'HEAD' })
              const size = Number(head.headers.get('content-length'))
              const part = partMb * 1024 * 1024
              let next = 0
              const take = async () => {
                for (let at = next; at < size; at = next) {
                  next += part
                  const end = Math.min(size, at + part) - 1
                  const range = { ...init, headers: { Range: `bytes=${at}-${end}` } }
                  const bytes = await (await fetch(url, range)).blob()
                  await cache.put(`/keep-bench/${index}/${at}`, new Response(bytes))
                }
              }
              await Promise.all(Array.from({ length: inFlight }, take))
              continue
            }
            const fetched = await fetch(url, init)
            const reader =
              way === 'script'
                ? /** @type {ReadableStreamDefaultReader<Uint8Array>} */ (fetched.body?.getReader())
                : undefined
            const response = reader
              ? new Response(
                  new ReadableStream({
                    async pull(controller) {
                      const chunk = await reader.read()
                      if (chunk.done) controller.close()
                      else controller.enqueue(chunk.value)
                    },
                  }),
                )
              : fetched
            await cache.put(`/keep-bench/${index}`, response)
          }
          const ms = performance.now() - started
          await caches.delete('vi-keep-bench')
          return { ms }
        },
        { files, way, partMb, inFlight },
      )
    // The same fetches written into the origin private file system instead (a folder of its own,
    // emptied after): from the page, each answer piped into a file's writable, one file per
    // 8 MB Range part (two in flight) or one per whole file; and from a dedicated worker, each
    // chunk written through a sync access handle.
    // The worker is made from a Blob, which the app's CSP (worker-src 'self') refuses: these rows
    // run in a page of a context that bypasses the CSP.
    /** @param {'parts' | 'whole' | 'worker'} way @param {import('@playwright/test').Page} where */
    const intoOpfs = (way, where) =>
      where.evaluate(
        async ({ files, way }) => {
          const root = await navigator.storage.getDirectory()
          const folder = await root.getDirectoryHandle('keep-bench', { create: true })
          const started = performance.now()
          if (way === 'worker') {
            const source = `onmessage = async ({ data: files }) => {
              const root = await navigator.storage.getDirectory()
              const folder = await root.getDirectoryHandle('keep-bench', { create: true })
              for (const [index, url] of files.entries()) {
                const file = await folder.getFileHandle('w' + index, { create: true })
                const handle = await file.createSyncAccessHandle()
                const response = await fetch(url, { mode: 'cors', credentials: 'omit', cache: 'no-store' })
                const reader = response.body.getReader()
                let at = 0
                for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
                  at += handle.write(chunk.value, { at })
                handle.flush()
                handle.close()
              }
              postMessage('done')
            }`
            const worker = new Worker(URL.createObjectURL(new Blob([source])))
            await new Promise((done, failed) => {
              worker.onmessage = done
              worker.onerror = failed
              worker.postMessage(files)
            })
            worker.terminate()
          } else {
            const init = /** @type {RequestInit} */ ({
              mode: 'cors',
              credentials: 'omit',
              cache: 'no-store',
            })
            for (const [index, url] of files.entries()) {
              if (way === 'whole') {
                const file = await folder.getFileHandle(`f${index}`, { create: true })
                await (await fetch(url, init)).body?.pipeTo(await file.createWritable())
                continue
              }
              const head = await fetch(url, { ...init, method: 'HEAD' })
              const size = Number(head.headers.get('content-length'))
              const part = 8 * 1024 * 1024
              let next = 0
              const take = async () => {
                for (let at = next; at < size; at = next) {
                  next += part
                  const end = Math.min(size, at + part) - 1
                  const range = { ...init, headers: { Range: `bytes=${at}-${end}` } }
                  const file = await folder.getFileHandle(`p${index}-${at}`, { create: true })
                  await (await fetch(url, range)).body?.pipeTo(await file.createWritable())
                }
              }
              await Promise.all([take(), take()])
            }
          }
          const ms = performance.now() - started
          await root.removeEntry('keep-bench', { recursive: true })
          return { ms }
        },
        { files, way },
      )
    // In a context of their own (its own in-memory quota, as the bench's contexts keep no disk).
    const bare = await browser.newContext({ bypassCSP: true })
    const bareCsp = await bare.newPage()
    await bareCsp.goto(`${app}/login`)
    const [opfsParts, opfsWhole, opfsWorker] = await (async () => [
      await intoOpfs('parts', bareCsp),
      await intoOpfs('whole', bareCsp),
      await intoOpfs('worker', bareCsp),
    ])().finally(() => bare.close())
    const cached = await intoCache('native')
    const piped = await intoCache('script')
    const parted = await intoCache('parts')
    const partedLarge = await intoCache('parts', { partMb: 16, inFlight: 2 })

    // (2) The keep: every file of the video, its heap sampled until the badge shows.
    await cdp.send('HeapProfiler.collectGarbage')
    const before = await heap()
    let peak = before
    const kept = section.getByText('Kept for offline', { exact: true })
    /** The keep from its confirmation to the badge, the heap sampled meanwhile; its ms. */
    const keepAll = async () => {
      const started = performance.now()
      await confirm.click()
      while (!(await kept.isVisible())) {
        peak = Math.max(peak, await heap())
        if (performance.now() - started > 10 * 60_000) throw new Error('keeping 200 MB: timed out')
        await page.waitForTimeout(SAMPLE_MS)
      }
      return performance.now() - started
    }
    const keptMs = await keepAll()
    /** @type {number} */
    const keptBytes = await page.evaluate(async () => {
      let sum = 0
      const cache = await caches.open('vi-kept-videos')
      for (const request of await cache.keys())
        sum += (await (await cache.match(request))?.blob())?.size ?? 0
      return sum
    })
    const plainRate = plain.bytes / plain.ms
    const keepRate = keptBytes / keptMs
    const ratio = keepRate / plainRate
    const storageRatio = keepRate / (plain.bytes / cached.ms)

    // (3) Offline: the player opened afresh, a seek, Play, to the first frame painted.
    await context.setOffline(true)
    await page.reload()
    /** @type {number[]} */
    const firstFrames = []
    for (let run = 0; run < runs; run++) {
      await page.getByRole('button', { name: 'Watch full video' }).click()
      const player = page.getByRole('dialog', { name: 'Full video' }).locator('video')
      await player.evaluate(
        (/** @type {HTMLVideoElement} */ video) =>
          new Promise((ready) => {
            if (video.readyState > 0) ready(undefined)
            else video.addEventListener('loadedmetadata', () => ready(undefined), { once: true })
          }),
      )
      firstFrames.push(
        await player.evaluate(
          (/** @type {HTMLVideoElement} */ video, share) =>
            new Promise((painted) => {
              video.muted = true
              const started = performance.now()
              video.currentTime = video.duration * share
              video.requestVideoFrameCallback(() => painted(performance.now() - started))
              void video.play()
            }),
          SEEKS[run % SEEKS.length],
        ),
      )
      await page.keyboard.press('Escape')
    }
    await context.setOffline(false)

    // (4) The same at a fast home connection's pace (DevTools' throttling of this page, shared
    // by all its requests): on loopback the network outruns the disk, so (1) measures the
    // storage; a user's keep is paced by the network, which the keep should keep up with.
    await page.reload()
    await section.getByRole('button', { name: 'Remove from this device' }).click()
    await section.getByRole('button', { name: 'Keep for offline' }).click()
    await confirm.waitFor()
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PACED.latencyMs,
      downloadThroughput: PACED.bytesPerSecond,
      uploadThroughput: PACED.bytesPerSecond,
    })
    const pacedPlain = await plainFetches()
    const pacedKeepMs = await keepAll()
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
    const pacedRatio = keptBytes / pacedKeepMs / (pacedPlain.bytes / pacedPlain.ms)

    const heapOk = peak - before <= BUDGETS.heapGrowthMb * 1024 * 1024 ? '✓' : '✗'
    return [
      '| kept for offline (a 200 MB MP4, 2 min of 720p) | value | budget |',
      '|---|---|---|',
      `| plain fetches of the same ${files.length} files | ${mb(plain.bytes)} in ${(plain.ms / 1000).toFixed(2)} s (${mb(plainRate * 1000)}/s) | — |`,
      `| the same fetches piped each into one cache entry | ${mb(plain.bytes)} in ${(cached.ms / 1000).toFixed(2)} s (${mb((plain.bytes / cached.ms) * 1000)}/s) | — |`,
      `| the same, each chunk passed on by page script | ${mb(plain.bytes)} in ${(piped.ms / 1000).toFixed(2)} s (${mb((plain.bytes / piped.ms) * 1000)}/s) | — |`,
      `| the same in 8 MB Range parts, each read into a Blob and put, two in flight | ${mb(plain.bytes)} in ${(parted.ms / 1000).toFixed(2)} s (${mb((plain.bytes / parted.ms) * 1000)}/s) | — |`,
      `| the same in 16 MB Range parts, each read into a Blob and put, two in flight | ${mb(plain.bytes)} in ${(partedLarge.ms / 1000).toFixed(2)} s (${mb((plain.bytes / partedLarge.ms) * 1000)}/s) | — |`,
      `| the same into OPFS, 8 MB Range parts, each piped into a file's writable, two in flight | ${mb(plain.bytes)} in ${(opfsParts.ms / 1000).toFixed(2)} s (${mb((plain.bytes / opfsParts.ms) * 1000)}/s) | — |`,
      `| the same into OPFS, each whole file piped into one writable | ${mb(plain.bytes)} in ${(opfsWhole.ms / 1000).toFixed(2)} s (${mb((plain.bytes / opfsWhole.ms) * 1000)}/s) | — |`,
      `| the same into OPFS from a dedicated worker, a sync access handle | ${mb(plain.bytes)} in ${(opfsWorker.ms / 1000).toFixed(2)} s (${mb((plain.bytes / opfsWorker.ms) * 1000)}/s) | — |`,
      `| keep: the video and its scene clips | ${mb(keptBytes)} in ${(keptMs / 1000).toFixed(2)} s (${mb(keepRate * 1000)}/s) | — |`,
      // On loopback the network outruns the disk: this row measures the storage, not the keep.
      `| keep ÷ plain fetch throughput, on loopback (bound by the storage's writes) | ${ratio.toFixed(2)} | — |`,
      `| keep ÷ the fetch into one cache entry (what the storage allows) | ${storageRatio.toFixed(2)} | — |`,
      `| at ${PACED.label}: plain fetches / keep | ${mb((pacedPlain.bytes / pacedPlain.ms) * 1000)}/s / ${mb((keptBytes / pacedKeepMs) * 1000)}/s | — |`,
      `| keep ÷ plain fetch throughput at ${PACED.label} (the budget's network) | ${pacedRatio.toFixed(2)} ${pacedRatio >= BUDGETS.keepRatio ? '✓' : '✗'} | ≥ ${BUDGETS.keepRatio} |`,
      `| JS heap before / peak while keeping | ${mb(before)} / ${mb(peak)} (+${mb(peak - before)}) ${heapOk} | ≤ +${BUDGETS.heapGrowthMb} MB |`,
      `| offline: seek + Play → first frame (median of ${runs}) | ${median(firstFrames).toFixed(0)} ms | — |`,
    ]
  } finally {
    await context.close()
    await fetch(`${control}/config`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ analysisDelayMs: analysis.analysisDelayMs }),
    })
    if (id) await fetch(`${api}/api/videos/${id}`, { method: 'DELETE', headers: auth })
  }
}
