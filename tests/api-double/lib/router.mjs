// @ts-check
// The API origin's route table: `router.add('GET', '/api/videos/:id', auth, handler)`.

/** @typedef {import('node:http').IncomingMessage} Req */
/** @typedef {import('node:http').ServerResponse} Res */
/** @typedef {import('../sim/library.mjs').User} User */
/**
 * What a handler gets. `user` and `token` are set on routes that need a bearer.
 * @typedef {{ req: Req, res: Res, url: URL, params: Record<string, string>,
 *   query: Record<string, string | string[]>, body: unknown, user: User, token: string,
 *   entry: import('./request-log.mjs').LogEntry }} Ctx
 * @typedef {{ method: string, pattern: string, auth: boolean, multipart?: boolean,
 *   handler: (ctx: Ctx) => Promise<unknown> | unknown, re: RegExp, names: string[] }} Route
 */

/** @param {string} p route pattern like /api/videos/:id */
export function compilePattern(p) {
  const names = /** @type {string[]} */ ([])
  const src = p
    .split('/')
    .map((seg) => {
      if (seg.startsWith(':')) {
        names.push(seg.slice(1))
        return '([^/]+)'
      }
      if (seg === '*') return '.*'
      return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('/')
  return { re: new RegExp(`^${src}/?$`), names }
}

/** A JSON answer with a status other than 200. @param {number} status @param {unknown} body */
export const reply = (status, body) => ({ __status: status, body })

export class Router {
  constructor() {
    /** @type {Route[]} */
    this.routes = []
  }

  /**
   * @param {string} method @param {string} pattern @param {boolean} auth a bearer is required
   * @param {Route['handler']} handler @param {{ multipart?: boolean }} [extra] the handler reads the body itself
   */
  add(method, pattern, auth, handler, extra = {}) {
    this.routes.push({ method, pattern, auth, handler, ...compilePattern(pattern), ...extra })
  }

  /**
   * The route for a request (HEAD is served by GET) and its path parameters; `known` tells a
   * 405 (the path exists with another method) from a 404.
   * @param {string} method @param {string} path
   */
  match(method, path) {
    const candidates = this.routes.filter((r) => r.re.test(path))
    // a literal segment wins over a parameter: /api/videos/find-similar-videos is not /:id
    const route = candidates
      .filter((c) => c.method === method || (method === 'HEAD' && c.method === 'GET'))
      .sort((a, b) => a.names.length - b.names.length)[0]
    /** @type {Record<string, string>} */
    const params = {}
    if (route) {
      const m = /** @type {RegExpExecArray} */ (route.re.exec(path))
      for (const [i, n] of route.names.entries()) params[n] = decodeURIComponent(m[i + 1])
    }
    return { route, params, known: candidates.length > 0 }
  }
}
