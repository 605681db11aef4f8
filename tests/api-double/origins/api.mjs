// @ts-check
// The API origin: `/api/...` through the route table, `/__control/...` to the control routes.
// Per request: CORS, the request log, the JSON body, an injected fault, then the bearer, then
// the handler; errors answer FastAPI's `{"detail": …}`.
import { authenticate } from '../lib/access.mjs'
import { redact, redactText } from '../lib/redact.mjs'
import {
  corsOrigin,
  drain,
  HttpError,
  parseQuery,
  readBody,
  sendDetail,
  sendJson,
  sleep,
} from '../lib/util.mjs'

/** @typedef {import('node:http').IncomingMessage} Req */
/** @typedef {import('node:http').ServerResponse} Res */

/** The JSON body, or a 422 like FastAPI's for text that is not JSON. @param {Buffer} raw @param {import('../lib/request-log.mjs').LogEntry} entry */
function parseJson(raw, entry) {
  if (!raw.length) return undefined
  const text = raw.toString('utf8')
  try {
    const body = JSON.parse(text)
    entry.body = redact(body)
    return body
  } catch (err) {
    entry.body = redactText(text.slice(0, 2000))
    throw new HttpError(422, [
      {
        loc: ['body', 0],
        msg: 'JSON decode error',
        type: 'json_invalid',
        ctx: { error: String(/** @type {Error} */ (err).message) },
      },
    ])
  }
}

/**
 * @param {import('../lib/context.mjs').Double} double
 * @param {import('../lib/router.mjs').Router} router
 * @param {((req: Req, res: Res, url: URL) => Promise<void>) | null} control null: none
 */
export function apiOrigin(double, router, control) {
  const { log, faults } = double

  return corsOrigin(double, async (req, res, url) => {
    // Without control endpoints (npm start, a human's run) /__control/* is an unknown path.
    if (control && url.pathname.startsWith('/__control/')) return control(req, res, url)
    const entry = log.record('api', req, url, res)
    const { latencyMs } = double.config
    if (latencyMs > 0) await sleep(latencyMs * (0.5 + Math.random()))
    const method = req.method ?? 'GET'
    let bodyRead = false
    try {
      const { route, params, known } = router.match(method, url.pathname)
      /** @type {unknown} */
      let body
      if (!route?.multipart) {
        const raw = await readBody(req)
        bodyRead = true
        body = parseJson(raw, entry)
      }
      const fault = faults.take(method, url.pathname, route?.pattern)
      if (fault && (await faults.run(fault, req, res, 'api', bodyRead))) return
      if (!route) {
        if (!bodyRead) await drain(req)
        throw new HttpError(known ? 405 : 404, known ? 'Method Not Allowed' : 'Not Found')
      }
      /** @type {any} */
      let auth = {}
      if (route.auth) {
        try {
          auth = authenticate(double, req)
        } catch (err) {
          if (!bodyRead) await drain(req)
          throw err
        }
      }
      const result = await route.handler({
        req,
        res,
        url,
        params,
        query: parseQuery(url.searchParams),
        body,
        user: auth.user,
        token: auth.token,
        entry,
      })
      if (res.headersSent) return
      if (result && typeof result === 'object' && '__status' in result)
        return sendJson(res, /** @type {any} */ (result).__status, /** @type {any} */ (result).body)
      sendJson(res, 200, result)
    } catch (err) {
      if (err instanceof HttpError) {
        if (/** @type {any} */ (err).bearer) res.setHeader('WWW-Authenticate', 'Bearer')
        return sendJson(res, err.status, { detail: err.detail })
      }
      console.error('[api-double] internal error', err)
      if (!res.headersSent) sendDetail(res, 500, 'Internal Server Error')
    }
  })
}
