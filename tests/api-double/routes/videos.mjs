// @ts-check
// The library: list, create (with the storage ticket), detail, delete, start and retry the
// analysis.
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { signedReportPath, teamVideo } from '../lib/access.mjs'
import { reply } from '../lib/router.mjs'
import { makeTicket } from '../lib/tickets.mjs'
import { HttpError, randomUuid } from '../lib/util.mjs'
import { pageParams, validateBody } from '../lib/validate.mjs'
import { newVideo, paged, publicVideo, safeName } from '../lib/video.mjs'
import { LANGUAGES } from '../sim/tables.mjs'

/** @typedef {import('../lib/video.mjs').Video} Video */

export const TEXT_MAX = 500
/**
 * `priority` is a field the contract names but does not describe; the double's records have
 * none, so every video ties on it and the list reads newest first (docs/decisions.md, "The
 * library's order").
 */
const DEFAULT_SORT = ['priority', '-created_at']

/** @param {Video} a @param {Video} b @param {string[]} keys like `priority`, `-created_at` */
function compareBy(a, b, keys) {
  for (const k of keys) {
    const desc = k.startsWith('-')
    const name = desc ? k.slice(1) : k
    const av = /** @type {any} */ (a)[name]
    const bv = /** @type {any} */ (b)[name]
    const c = av == null ? (bv == null ? 0 : 1) : bv == null ? -1 : av < bv ? -1 : av > bv ? 1 : 0
    if (c) return desc ? -c : c
  }
  return a.id.localeCompare(b.id)
}

/** Like pydantic's datetime: a Unix timestamp in seconds or milliseconds becomes ISO. @param {unknown} body */
function acceptTimestamp(body) {
  const raw = body && typeof body === 'object' ? /** @type {Record<string, unknown>} */ (body) : {}
  if (typeof raw.video_date === 'number') {
    const n = raw.video_date
    raw.video_date = new Date(Math.abs(n) > 2e10 ? n : n * 1000).toISOString()
  }
}

/**
 * A video as the API answers it, a made report as a signed link.
 * @param {import('../lib/context.mjs').Double} double @param {Video} v
 */
export const videoAnswer = (double, v, withOutput = true) =>
  publicVideo(v, { withOutput, reportPath: (x) => signedReportPath(double, x) })

/** @param {import('../lib/router.mjs').Router} router @param {import('../lib/context.mjs').Double} double */
export function videoRoutes(router, double) {
  const { store, jobs, config, uploadsDir } = double
  const languageCodes = LANGUAGES.map((l) => l.code)

  router.add('GET', '/api/videos', true, ({ query, user }) => {
    const { page, size, one } = pageParams(query)
    const tags = (one('tags') ?? '').trim().toLowerCase()
    let list = store.state.videos.filter((v) => v.team_id === user.team_id)
    if (tags) list = list.filter((v) => v.tags.some((t) => t.name.toLowerCase().includes(tags)))
    const sortRaw = query.sort ?? DEFAULT_SORT
    const sort = (Array.isArray(sortRaw) ? sortRaw : [sortRaw])
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter(Boolean)
    const keys = sort.length ? sort : DEFAULT_SORT
    list = [...list].sort((a, b) => compareBy(a, b, keys))
    return paged(
      list.map((v) => videoAnswer(double, v, false)),
      list.length,
      page,
      size,
    )
  })

  router.add('POST', '/api/videos', true, ({ body, user }) => {
    acceptTimestamp(body)
    const b = validateBody(
      body,
      {
        filename: { type: 'string', required: true, min: 1, max: 255 },
        video_length: { type: 'number', required: true, ge: 0 },
        video_date: { type: 'string', nullable: true, max: 64 },
        output_language: { type: 'string', required: true, oneOf: languageCodes },
        about_this_video: { type: 'string', nullable: true, max: TEXT_MAX },
        trailer_instruction: { type: 'string', nullable: true, max: TEXT_MAX },
      },
      (x) =>
        x.video_date != null && Number.isNaN(Date.parse(String(x.video_date)))
          ? [
              {
                loc: ['body', 'video_date'],
                msg: 'Input should be a valid datetime',
                type: 'datetime_from_date_parsing',
                input: x.video_date,
              },
            ]
          : [],
    )
    const v = newVideo({
      id: randomUuid(),
      team_id: user.team_id,
      filename: b.filename,
      video_length: Number(b.video_length),
      video_date: b.video_date ? new Date(b.video_date).toISOString() : null,
      video_path: safeName(b.filename),
      output_language: b.output_language,
      about_this_video: b.about_this_video || null,
      trailer_instruction: b.trailer_instruction || null,
    })
    store.state.videos.push(v)
    store.dirty()
    const ticket = { id: v.id, post_url: makeTicket(double, v) }
    return reply(201, config.ticketUnderData ? { data: ticket } : ticket)
  })

  router.add('GET', '/api/videos/:id', true, ({ params, user }) =>
    videoAnswer(double, teamVideo(double, user, params.id)),
  )

  router.add('DELETE', '/api/videos/:id', true, async ({ params, user }) => {
    const v = teamVideo(double, user, params.id)
    store.state.videos = store.state.videos.filter((x) => x !== v)
    store.dirty()
    await rm(join(uploadsDir, v.id), { recursive: true, force: true })
    return { message: 'Video deleted' }
  })

  router.add('PUT', '/api/videos/:id/update-status', true, ({ params, user, body }) => {
    const b = validateBody(body, {
      status: { type: 'string', required: true, oneOf: ['in_progress'] },
    })
    const v = teamVideo(double, user, params.id)
    if (!v.upload) throw new HttpError(409, 'The video file has not arrived in storage yet')
    if (b.status === 'in_progress' && !v.analysis_due_at && v.status !== 'completed')
      jobs.startAnalysis(v)
    store.dirty()
    return videoAnswer(double, v)
  })

  router.add('POST', '/api/videos/:id/retry-process', true, ({ params, user }) => {
    const v = teamVideo(double, user, params.id)
    if (v.status !== 'failed')
      throw new HttpError(409, 'Only a failed video can be processed again')
    jobs.startAnalysis(v)
    store.dirty()
    return videoAnswer(double, v)
  })
}
