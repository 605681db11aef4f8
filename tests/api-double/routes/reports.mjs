// @ts-check
// Trailer and report: make one (a job), and the report page itself.
import { authenticate, reportLinkValid, teamVideo } from '../lib/access.mjs'
import { renderReport } from '../lib/report.mjs'
import { HttpError } from '../lib/util.mjs'
import { validateBody } from '../lib/validate.mjs'
import { TEXT_MAX, videoAnswer } from './videos.mjs'

/** @param {import('../lib/router.mjs').Router} router @param {import('../lib/context.mjs').Double} double */
export function reportRoutes(router, double) {
  const { store, jobs } = double

  /** @param {import('../sim/jobs.mjs').JobKind} kind @returns {import('../lib/router.mjs').Route['handler']} */
  const make =
    (kind) =>
    ({ params, user, body }) => {
      const field = `${kind}_instruction`
      const b = validateBody(body, {
        [field]: { type: 'string', required: true, min: 1, max: TEXT_MAX },
      })
      const v = teamVideo(double, user, params.id)
      if (v.status !== 'completed') throw new HttpError(409, 'The video has not been analysed yet')
      if (kind === 'trailer') {
        if (v.is_trailer_creating) throw new HttpError(409, 'A trailer is already being generated')
        v.trailer_instruction = b[field]
      } else {
        if (v.is_report_creating) throw new HttpError(409, 'A report is already being generated')
        v.report_instruction = b[field]
      }
      jobs.start(v, kind)
      store.dirty()
      return videoAnswer(double, v)
    }
  router.add('POST', '/api/videos/:id/make-trailer', true, make('trailer'))
  router.add('POST', '/api/videos/:id/make-report', true, make('report'))

  // The report page: for a bearer of the video's own team, or for a signed link (a new tab
  // carries no token; the detail answer's report_path carries the signed query).
  router.add('GET', '/api/videos/:id/report/report.html', false, ({ params, query, req, res }) => {
    const last = (/** @type {string} */ k) => [query[k]].flat().at(-1)
    if (!reportLinkValid(double, params.id, last('expires'), last('signature'))) {
      if (req.headers.authorization === undefined && last('signature') !== undefined)
        throw Object.assign(new HttpError(401, 'The report link is invalid or has expired'), {
          bearer: true,
        })
      teamVideo(double, authenticate(double, req).user, params.id)
    }
    const v = store.findVideo(params.id)
    if (!v?.report_path) throw new HttpError(404, 'Report not found')
    const html = renderReport(v, double.urls.assets)
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': Buffer.byteLength(html),
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; img-src * data:; style-src 'unsafe-inline'",
    })
    res.end(html)
    return undefined
  })
}
