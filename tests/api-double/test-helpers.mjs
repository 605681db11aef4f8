// @ts-check
// Shared helpers for the API double's own tests.
import { request } from 'node:http'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { startDouble } from './server.mjs'

/** @typedef {Awaited<ReturnType<typeof startDouble>>} Double */
/** @typedef {NonNullable<Parameters<typeof startDouble>[0]>} DoubleOptions */
/** The three origins, all that a call needs. @typedef {Pick<Double, 'apiUrl' | 'assetsUrl' | 'storageUrl'>} Origins */

/** A double with the tests' short timings and its control endpoints. @param {DoubleOptions} [opts] */
export async function start(opts = {}) {
  return startDouble({
    control: true,
    quiet: true,
    analysisDelayMs: 50,
    trailerDelayMs: 50,
    reportDelayMs: 50,
    ...opts,
  })
}

/**
 * The set-up of a test file that shares one double: started before its tests, closed after.
 * With `fresh` (the default) every test starts from the seeded state and, with `signedIn` (the
 * default), holds a new token of the demo account in `d.token`; without `fresh` the token is
 * taken once. The hooks fill the answer in: read it inside tests, not while the file loads.
 * @param {{ fresh?: boolean, signedIn?: boolean } & DoubleOptions} [o]
 * @returns {Origins & { readonly token: string }}
 */
export function setUpDouble({ fresh = true, signedIn = true, ...options } = {}) {
  /** @type {Double | undefined} */
  let double
  let token = ''
  const running = () => {
    if (!double) throw new Error('the double starts in beforeAll: use it inside a test or hook')
    return double
  }
  beforeAll(async () => {
    double = await start(options)
    if (signedIn && !fresh) token = await login(double)
  })
  afterAll(() => double?.close())
  if (fresh)
    beforeEach(async () => {
      await reset(running())
      if (signedIn) token = await login(running())
    })
  return {
    get apiUrl() {
      return running().apiUrl
    },
    get assetsUrl() {
      return running().assetsUrl
    },
    get storageUrl() {
      return running().storageUrl
    },
    get token() {
      if (!signedIn) throw new Error('setUpDouble({ signedIn: false }) holds no token')
      return token
    },
  }
}

/**
 * JSON call against the API origin.
 * @param {Origins} d @param {string} method @param {string} path
 * @param {{ token?: string, body?: unknown, raw?: string, headers?: Record<string, string> }} [o]
 * @returns {Promise<{ status: number, body: any, headers: Headers }>}
 */
export async function call(d, method, path, o = {}) {
  /** @type {Record<string, string>} */
  const headers = { Accept: 'application/json', ...(o.headers ?? {}) }
  if (o.token) headers.Authorization = `Bearer ${o.token}`
  let payload
  if (o.raw !== undefined) {
    payload = o.raw
    headers['Content-Type'] = 'application/json'
  } else if (o.body !== undefined) {
    payload = JSON.stringify(o.body)
    headers['Content-Type'] = 'application/json'
  }
  const r = await fetch(d.apiUrl + path, { method, headers, body: payload })
  const text = await r.text()
  let body
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = text
  }
  return { status: r.status, body, headers: r.headers }
}

/**
 * Only the status of a JSON call, for tests about what a call is refused with.
 * @param {Origins} d @param {string} method @param {string} path
 * @param {Parameters<typeof call>[3]} [o]
 */
export async function statusOf(d, method, path, o) {
  return (await call(d, method, path, o)).status
}

/** @param {Origins} d @param {string} [email] @param {string} [password] */
export async function login(d, email = 'demo@example.com', password = 'Demo1234') {
  const r = await call(d, 'POST', '/api/login', { body: { email, password } })
  if (r.status !== 200) throw new Error(`login failed: ${r.status} ${JSON.stringify(r.body)}`)
  return /** @type {string} */ (r.body.access_token)
}

/**
 * The status a sign-in gets (200, or the refusal), for tests about which passwords work.
 * @param {Origins} d @param {string} email @param {string} password
 */
export async function loginStatus(d, email, password) {
  return statusOf(d, 'POST', '/api/login', { body: { email, password } })
}

/** @param {Origins} d @param {string} path @param {unknown} [body] */
export async function control(d, path, body, method = body === undefined ? 'GET' : 'POST') {
  const r = await fetch(d.apiUrl + path, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: r.status, body: await r.json() }
}

/** The seeded state again: data, start-up config, no faults, no request log, no uploads. @param {Origins} d */
export const reset = (d) => control(d, '/__control/reset', {})

/**
 * POST a file to a storage ticket (fields first, then Content-Type, then the file).
 * @param {{ url: string, fields: Record<string, string> }} ticket @param {Uint8Array | string} data
 * @param {{ headers?: Record<string, string>, fields?: Record<string, string>, filename?: string }} [o]
 */
export async function uploadToTicket(ticket, data, o = {}) {
  const form = new FormData()
  for (const [k, v] of Object.entries({ ...ticket.fields, ...(o.fields ?? {}) })) form.append(k, v)
  form.append('Content-Type', 'video/mp4')
  form.append(
    'file',
    new Blob([/** @type {BlobPart} */ (data)], { type: 'video/mp4' }),
    o.filename ?? 'clip.mp4',
  )
  const r = await fetch(ticket.url, { method: 'POST', body: form, headers: o.headers })
  return { status: r.status, text: await r.text(), headers: r.headers }
}

/**
 * A POST whose body the caller writes, for what fetch cannot send: a declared length larger
 * than what is sent, or a gigabyte streamed without holding it.
 * @param {string} url @param {import('node:http').OutgoingHttpHeaders} headers
 * @returns {{ req: import('node:http').ClientRequest, response: Promise<import('node:http').IncomingMessage> }}
 */
export function rawPost(url, headers) {
  const { hostname, port, pathname } = new URL(url)
  const req = request({ host: hostname, port, path: pathname, method: 'POST', headers })
  const response = new Promise((resolve, reject) => {
    req.on('response', resolve)
    req.on('error', reject)
  })
  return { req, response }
}

/**
 * Wait until `fn` returns a truthy value.
 * @template T @param {() => Promise<T>} fn @param {number} [timeoutMs]
 * @returns {Promise<NonNullable<T>>}
 */
export async function waitFor(fn, timeoutMs = 15000) {
  const until = Date.now() + timeoutMs
  for (;;) {
    const v = await fn()
    if (v) return /** @type {NonNullable<T>} */ (v)
    if (Date.now() > until) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 25))
  }
}

/**
 * A complete create → upload → analyse flow; returns the video id.
 * @param {Origins} d @param {string} token @param {string} filename
 */
export async function uploadVideo(d, token, filename = 'my_new_clip.mp4', extra = {}) {
  const c = await call(d, 'POST', '/api/videos', {
    token,
    body: {
      filename,
      video_length: 42.5,
      video_date: '2025-05-01T10:00:00Z',
      output_language: 'en',
      about_this_video: 'A test',
      ...extra,
    },
  })
  if (c.status !== 201) throw new Error(`create failed ${c.status} ${JSON.stringify(c.body)}`)
  const up = await uploadToTicket(c.body.post_url, 'fake mp4 bytes '.repeat(100))
  if (up.status !== 204) throw new Error(`upload failed ${up.status} ${up.text}`)
  return /** @type {string} */ (c.body.id)
}
