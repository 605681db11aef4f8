// @ts-check
// Streaming check: a >= 1 GB upload through the storage endpoint keeps the double's resident
// memory flat. The double runs as a child process so that its own RSS can be sampled.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { rawPost } from './test-helpers.mjs'

const HERE = dirname(fileURLToPath(import.meta.url))
const UPLOAD_BYTES = 1024 * 1024 * 1024 + 12_345 // a little over 1 GiB
const RSS_LIMIT = 200 * 1024 * 1024

/** @type {import('node:child_process').ChildProcess} */
let child
/** @type {{ api: string, storage: string }} */
let urls

beforeAll(async () => {
  child = spawn(
    process.execPath,
    [
      join(HERE, 'server.mjs'),
      '--api-port',
      '0',
      '--assets-port',
      '0',
      '--storage-port',
      '0',
      '--quiet',
      '--control',
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  urls = await new Promise((resolve, reject) => {
    let out = ''
    const timer = setTimeout(() => reject(new Error(`double did not start: ${out}`)), 15_000)
    child.stdout?.on('data', (c) => {
      out += c
      const m = /API double ready api=(\S+) assets=(\S+) storage=(\S+)/.exec(out)
      if (m) {
        clearTimeout(timer)
        resolve({ api: m[1], storage: m[3] })
      }
    })
    child.on('exit', (code) => reject(new Error(`double exited early (${code})`)))
  })
})
afterAll(() => {
  child?.kill('SIGTERM')
})

/** @param {number} pid */
function rssBytes(pid) {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return m ? Number(m[1]) * 1024 : 0
}

it('streams a 1 GB upload to disk with resident memory under 200 MB', async () => {
  const json = async (/** @type {string} */ path, /** @type {RequestInit} */ init = {}) =>
    (await fetch(urls.api + path, init)).json()
  const { access_token } = await json('/api/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'demo@example.com', password: 'Demo1234' }),
  })
  const created = await json('/api/videos', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${access_token}` },
    body: JSON.stringify({ filename: 'huge.mp4', video_length: 3600, output_language: 'en' }),
  })
  const { url, fields } = created.post_url

  const boundary = `----double${Date.now()}`
  let head = ''
  for (const [k, v] of Object.entries({ ...fields, 'Content-Type': 'video/mp4' }))
    head += `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`
  head += `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.mp4"\r\nContent-Type: video/mp4\r\n\r\n`
  const tail = `\r\n--${boundary}--\r\n`
  const total = Buffer.byteLength(head) + UPLOAD_BYTES + Buffer.byteLength(tail)

  const pid = /** @type {number} */ (child.pid)
  let peak = rssBytes(pid)
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssBytes(pid))
  }, 50)
  const started = Date.now()
  const { req, response } = rawPost(url, {
    'Content-Type': `multipart/form-data; boundary=${boundary}`,
    'Content-Length': total,
  })
  const chunk = Buffer.alloc(1024 * 1024, 0x61)
  let sent = 0
  const pump = () => {
    while (sent < UPLOAD_BYTES) {
      const n = Math.min(chunk.length, UPLOAD_BYTES - sent)
      sent += n
      if (!req.write(n === chunk.length ? chunk : chunk.subarray(0, n)))
        return void req.once('drain', pump)
    }
    req.end(tail)
  }
  req.write(head)
  pump()
  const answer = await response
  answer.resume()
  await new Promise((resolve) => answer.on('end', resolve))
  const status = answer.statusCode
  clearInterval(sampler)
  peak = Math.max(peak, rssBytes(pid))
  const seconds = (Date.now() - started) / 1000
  console.log(
    `streaming check: uploaded ${(UPLOAD_BYTES / 2 ** 20).toFixed(0)} MiB in ${seconds.toFixed(1)} s; peak VmRSS of the double ${(peak / 2 ** 20).toFixed(1)} MiB`,
  )
  expect(status).toBe(204)
  expect(peak).toBeGreaterThan(0)
  expect(peak).toBeLessThan(RSS_LIMIT)

  const log = await json('/__control/requests?origin=storage')
  expect(log.at(-1).body.files[0]).toMatchObject({ field: 'file', size: UPLOAD_BYTES })
  const statusAfter = await fetch(`${urls.api}/api/videos/${created.id}/update-status`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${access_token}` },
    body: JSON.stringify({ status: 'in_progress' }),
  })
  expect(statusAfter.status).toBe(200)
}, 180_000) // generous: the suite shares two cores with other work
