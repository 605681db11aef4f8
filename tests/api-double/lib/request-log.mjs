// @ts-check
// The request log of all three origins (`GET /__control/requests`), oldest first, last 5,000.
// Secrets never enter it (redact.mjs): whoever records a body records it redacted.
import { redact, redactAuthorization } from './redact.mjs'
import { parseQuery } from './util.mjs'

/** @typedef {import('node:http').IncomingMessage} Req */
/** @typedef {import('node:http').ServerResponse} Res */
/**
 * @typedef {{
 *   time: string, origin: 'api' | 'storage' | 'assets', method: string, path: string,
 *   query: Record<string, string | string[]>, headers: { authorization: string | false, content_type: string | null, origin: string | null, range: string | null },
 *   body: unknown, status?: number,
 * }} LogEntry
 */

const LOG_LIMIT = 5000

export class RequestLog {
  constructor() {
    /** @type {LogEntry[]} */
    this.entries = []
  }

  clear() {
    this.entries = []
  }

  /**
   * Records a request; the caller fills `body` once it has read it, the status follows the answer.
   * @param {'api'|'storage'|'assets'} origin @param {Req} req @param {URL} url @param {Res} res
   */
  record(origin, req, url, res) {
    /** @type {LogEntry} */
    const entry = {
      time: new Date().toISOString(),
      origin,
      method: req.method ?? 'GET',
      path: url.pathname,
      query: /** @type {LogEntry['query']} */ (redact(parseQuery(url.searchParams))),
      headers: {
        authorization:
          typeof req.headers.authorization === 'string'
            ? redactAuthorization(req.headers.authorization)
            : false,
        content_type: req.headers['content-type'] ?? null,
        origin: req.headers.origin ?? null,
        // Where a download continues from (a kept video's resume asks for the rest).
        range: req.headers.range ?? null,
      },
      body: null,
    }
    this.entries.push(entry)
    if (this.entries.length > LOG_LIMIT) this.entries.splice(0, this.entries.length - LOG_LIMIT)
    res.on('finish', () => {
      entry.status = res.statusCode
    })
    return entry
  }

  /** @param {{ origin?: unknown, path?: unknown }} filter */
  find(filter) {
    let list = this.entries
    if (typeof filter.origin === 'string') list = list.filter((e) => e.origin === filter.origin)
    const prefix = filter.path
    if (typeof prefix === 'string') list = list.filter((e) => e.path.startsWith(prefix))
    return list
  }
}
