// @ts-check
// Trailer and report: make one (a job), and the report page itself.
import { teamVideo } from '../lib/auth.mjs'
import { renderReport } from '../lib/report.mjs'
import { HttpError } from '../lib/util.mjs'
import { validateBody } from '../lib/validate.mjs'
import { publicVideo } from '../lib/video.mjs'
import { TEXT_MAX } from './videos.mjs'

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
      return publicVideo(v)
    }
  router.add('POST', '/api/videos/:id/make-trailer', true, make('trailer'))
  router.add('POST', '/api/videos/:id/make-report', true, make('report'))

  router.add('GET', '/api/videos/:id/report/report.html', false, ({ params, res }) => {
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
