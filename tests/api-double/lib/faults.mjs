// @ts-check
// Fault injection: the next matching requests answer a status, a malformed or wrong-shaped
// body, a dropped connection (at once, or after part of the body), a delay or nothing at all
// (`POST /__control/faults`, see the README).
import { Transform } from 'node:stream'
import { compilePattern } from './router.mjs'
import { drain, sendJson, sendS3Error, sleep } from './util.mjs'

/** @typedef {import('node:http').IncomingMessage} Req */
/** @typedef {import('node:http').ServerResponse} Res */
/**
 * @typedef {{
 *   method?: string, path: string, status?: number, body?: unknown, malformed?: boolean,
 *   wrongShape?: boolean, drop?: boolean, hang?: boolean, delayMs?: number, times?: number,
 *   dropAfterBytes?: number, rangeFrom?: number, remaining: number, id: number,
 * }} Fault
 */

/** A pattern with its parameter names dropped: `/api/videos/:id` → `/api/videos/:`. @param {string} p */
const normPattern = (p) => p.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, ':').replace(/\/$/, '')

export class Faults {
  constructor() {
    /** @type {Fault[]} */
    this.list = []
    this.seq = 0
  }

  clear() {
    this.list = []
  }

  /**
   * Adds a fault from a control request body; a string is the reason it was refused.
   * @param {Record<string, any>} b @returns {Fault | string}
   */
  add(b) {
    if (typeof b.path !== 'string' || !b.path.startsWith('/'))
      return 'path is required (e.g. /api/videos/:id)'
    const cut = b.dropAfterBytes === undefined ? undefined : Number(b.dropAfterBytes)
    if (cut !== undefined && !(Number.isInteger(cut) && cut > 0))
      return 'dropAfterBytes is a whole number of bytes above 0'
    const rangeFrom = b.rangeFrom === undefined ? undefined : Number(b.rangeFrom)
    if (rangeFrom !== undefined && !(Number.isInteger(rangeFrom) && rangeFrom >= 0))
      return 'rangeFrom is a whole number of bytes'
    const times = b.times === undefined ? 1 : Number(b.times)
    /** @type {Fault} */
    const f = {
      id: ++this.seq,
      method: typeof b.method === 'string' ? b.method.toUpperCase() : undefined,
      path: b.path,
      status: typeof b.status === 'number' ? b.status : undefined,
      body: b.body,
      malformed: !!b.malformed,
      wrongShape: !!b.wrongShape,
      drop: !!b.drop,
      hang: !!b.hang,
      delayMs: Number(b.delayMs) || 0,
      dropAfterBytes: cut,
      rangeFrom,
      times,
      remaining: times > 0 ? times : -1,
    }
    this.list.push(f)
    return f
  }

  /**
   * The fault for this request, if any (counted as used).
   * @param {string} method @param {string} path @param {string | undefined} routePattern
   * @param {string} [range] the request's `Range` header, for a fault with `rangeFrom`
   */
  take(method, path, routePattern, range) {
    const f = this.list.find((x) => {
      if (x.method && x.method !== '*' && x.method.toUpperCase() !== method) return false
      if (
        x.rangeFrom !== undefined &&
        Number(/^bytes=(\d+)-/.exec(range ?? '')?.[1] ?? 0) !== x.rangeFrom
      )
        return false
      const isPattern = /[:*]/.test(x.path)
      // a pattern matches the route pattern it names (so /api/videos/:id does not catch
      // /api/videos/find-similar-videos); a concrete path matches that path
      if (isPattern && routePattern && !x.path.includes('*'))
        return normPattern(x.path) === normPattern(routePattern)
      if (isPattern && routePattern && normPattern(x.path) === normPattern(routePattern))
        return true
      return compilePattern(x.path).re.test(path)
    })
    if (!f) return undefined
    if (f.remaining > 0) {
      f.remaining -= 1
      if (f.remaining === 0) this.list = this.list.filter((x) => x !== f)
    }
    return f
  }

  /**
   * Applies a fault. Returns true when the request has been answered (or dropped).
   * @param {Fault} f @param {Req} req @param {Res} res @param {'api'|'storage'|'assets'} origin @param {boolean} bodyRead
   */
  async run(f, req, res, origin, bodyRead) {
    if (f.delayMs) await sleep(f.delayMs)
    if (f.drop) {
      req.socket.destroy()
      return true
    }
    // Never answered: the request stays open until the client gives up (or the double closes),
    // as with a server that stopped answering behind a proxy that keeps the connection.
    if (f.hang) return true
    const answers = f.malformed || f.wrongShape || f.status !== undefined || f.body !== undefined
    if (!answers) return false
    if (!bodyRead) await drain(req)
    const status = f.status ?? 200
    if (f.malformed) {
      const text = '{"items": [{"id": "broken", "title": '
      res.writeHead(status, {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(text),
      })
      res.end(text)
    } else if (f.wrongShape)
      sendJson(res, status, f.body ?? { unexpected: true, items: 'not-a-list', data: 42 })
    else if (origin === 'storage' && f.body === undefined)
      sendS3Error(res, status, status === 403 ? 'AccessDenied' : 'InternalError', 'Injected fault')
    else sendJson(res, status, f.body ?? { detail: `Injected fault (${status})` })
    return true
  }
}

/**
 * The request's body as its handler reads it. Under a `dropAfterBytes` fault only its first
 * N bytes arrive, then the connection is destroyed without an answer: a network that went
 * away in the middle of a file (the handler sees what a real cut leaves it). The storage
 * origin reads its body through this; the API reads its bodies before the fault is taken.
 * @param {Fault | undefined} f @param {Req} req @returns {import('node:stream').Readable}
 */
export function bodyUnder(f, req) {
  const limit = f?.dropAfterBytes
  if (!limit) return req
  // The bytes up to the limit reach the handler first; then the connection goes.
  const cut = cutAfter(limit, () => req.socket.destroy())
  // Never ended: a body cut short has no end, whatever the socket had already buffered.
  return req.pipe(cut, { end: false })
}

/**
 * Lets the first `limit` bytes of a stream through, then calls `drop` (which destroys the
 * connection) once they are handed on, and passes nothing more: a request or an answer cut in
 * the middle of its body.
 * @param {number} limit @param {() => void} drop
 */
export function cutAfter(limit, drop) {
  let passed = 0
  return new Transform({
    transform(chunk, _encoding, done) {
      const room = limit - passed
      passed += chunk.length
      if (room <= 0) return done()
      if (chunk.length < room) return done(null, chunk)
      done(null, chunk.subarray(0, room))
      setImmediate(drop)
    },
  })
}
