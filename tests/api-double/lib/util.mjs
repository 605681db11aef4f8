// @ts-check
// Small helpers shared by the API double: hashing, HTTP answers, CORS, body reading.
import { createHash, randomBytes } from 'node:crypto'

/** @typedef {import('node:http').IncomingMessage} Req */
/** @typedef {import('node:http').ServerResponse} Res */

/** @param {string} s 32-bit FNV-1a */
export function hash32(s) {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export function randomToken(bytes = 24) {
  return randomBytes(bytes).toString('base64url')
}

export function randomUuid() {
  return globalThis.crypto.randomUUID()
}

/** @param {string | Buffer} data */
export function sha1(data) {
  return createHash('sha1').update(data).digest('hex')
}

/** Reads and discards the rest of a request body. @param {Req} req */
export function drain(req) {
  return new Promise((r) => {
    if (req.readableEnded) return r(undefined)
    req.on('end', r)
    req.on('close', r)
    req.resume()
  })
}

/** @param {number} ms */
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** @param {number} seconds HH:mm:ss.SSS */
export function hms(seconds) {
  const ms = Math.round(seconds * 1000)
  const h = Math.floor(ms / 3600000)
  const m = Math.floor((ms % 3600000) / 60000)
  const s = Math.floor((ms % 60000) / 1000)
  const r = ms % 1000
  const p = (/** @type {number} */ n, w = 2) => String(n).padStart(w, '0')
  return `${p(h)}:${p(m)}:${p(s)}.${p(r, 3)}`
}

/** `HH:mm:ss(.SSS)` as seconds; NaN for anything else. @param {string} text */
export function seconds(text) {
  const m = /^(\d+):([0-5]\d):([0-5]\d(?:\.\d+)?)$/.exec(text)
  return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) : Number.NaN
}

/** @param {string} s */
export function escapeHtml(s) {
  return String(s ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/

/** An origin on this machine (`http://localhost:4173`, `http://127.0.0.1:*`, `http://[::1]:*`). @param {string} origin */
export const isLocalOrigin = (origin) => LOCAL_ORIGIN.test(origin)

/**
 * CORS headers for one response.
 * @param {Req} req @param {Res} res @param {string[]} extraOrigins
 */
export function applyCors(req, res, extraOrigins) {
  const origin = req.headers.origin
  if (origin && (isLocalOrigin(origin) || extraOrigins.includes(origin))) {
    res.setHeader('Access-Control-Allow-Origin', origin)
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, DELETE, OPTIONS')
    res.setHeader(
      'Access-Control-Allow-Headers',
      'Authorization, Content-Type, Accept, Range, If-None-Match',
    )
    res.setHeader(
      'Access-Control-Expose-Headers',
      'Content-Length, Content-Range, Accept-Ranges, ETag, Location',
    )
    res.setHeader('Access-Control-Max-Age', '600')
  }
  res.setHeader('Vary', 'Origin')
}

/**
 * An origin's request handler behind CORS: a preflight is answered here (204); every other
 * request reaches `handle` with its URL parsed.
 * @param {{ appOrigins: string[] }} double the origins allowed besides local ones
 * @param {(req: Req, res: Res, url: URL) => Promise<unknown>} handle
 * @returns {(req: Req, res: Res) => Promise<void>}
 */
export function corsOrigin(double, handle) {
  return async (req, res) => {
    applyCors(req, res, double.appOrigins)
    if (req.method === 'OPTIONS') {
      res.writeHead(204)
      res.end()
      return
    }
    await handle(req, res, new URL(req.url ?? '/', 'http://double'))
  }
}

/**
 * @param {Res} res @param {number} status @param {unknown} body
 */
export function sendJson(res, status, body) {
  if (res.headersSent || res.destroyed) return
  const text = JSON.stringify(body)
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  })
  res.end(text)
}

/** @param {Res} res @param {number} status @param {string} detail */
export const sendDetail = (res, status, detail) => sendJson(res, status, { detail })

/**
 * @param {Res} res @param {number} status @param {string} code @param {string} message
 */
export function sendS3Error(res, status, code, message) {
  if (res.headersSent || res.destroyed) return
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${escapeHtml(message)}</Message><RequestId>${randomToken(8)}</RequestId></Error>`
  res.writeHead(status, {
    'Content-Type': 'application/xml',
    'Content-Length': Buffer.byteLength(xml),
  })
  res.end(xml)
}

/** Thrown by handlers to answer an HTTP error. */
export class HttpError extends Error {
  /** @param {number} status @param {unknown} detail */
  constructor(status, detail) {
    super(typeof detail === 'string' ? detail : 'validation error')
    this.status = status
    this.detail = detail
  }
}

/**
 * Read a request body into a Buffer (bounded).
 * @param {Req} req @param {number} limit
 * @returns {Promise<Buffer>}
 */
export function readBody(req, limit = 1024 * 1024) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = []
    let size = 0
    req.on('data', (/** @type {Buffer} */ c) => {
      size += c.length
      if (size > limit) {
        reject(new HttpError(413, 'Request body too large'))
        req.resume()
        return
      }
      chunks.push(c)
    })
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

/**
 * Parse a query string with bracket-style arrays (`sort[]=a&sort[]=b`).
 * Repeated plain keys also become arrays.
 * @param {URLSearchParams} sp
 * @returns {Record<string, string | string[]>}
 */
export function parseQuery(sp) {
  /** @type {Record<string, string | string[]>} */
  const out = {}
  for (const [rawKey, value] of sp) {
    const isArray = rawKey.endsWith('[]')
    const key = isArray ? rawKey.slice(0, -2) : rawKey
    const prev = out[key]
    if (isArray)
      out[key] = Array.isArray(prev)
        ? [...prev, value]
        : prev === undefined
          ? [value]
          : [prev, value]
    else if (prev === undefined) out[key] = value
    else out[key] = Array.isArray(prev) ? [...prev, value] : [prev, value]
  }
  return out
}

export const MIME = /** @type {Record<string, string>} */ ({
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.m4v': 'video/x-m4v',
  '.mov': 'video/quicktime',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
})

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/** @param {string | undefined} host the Host header, e.g. `localhost:8787` */
export function isLoopbackHost(host) {
  try {
    return LOOPBACK.has(new URL(`http://${host}`).hostname)
  } catch {
    return false
  }
}
