// @ts-check
// Control endpoints for tests (`/__control/*`, no auth): reset, request log, faults, codes,
// config, bulk library changes. See the README's "Control endpoints". They exist only when a
// test or the `--control` flag asks for them, and answer only requests addressed to a loopback
// host name from no page or a local one: a web page cannot reach them by DNS rebinding (Host)
// or by a cross-site POST (Origin).
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { isLocalOrigin, isLoopbackHost, readBody, sendDetail, sendJson } from '../lib/util.mjs'
import { safeName } from '../lib/video.mjs'
import { startDemo } from '../sim/demo.mjs'
import { bulkVideos } from '../sim/library.mjs'

/** @typedef {import('node:http').IncomingMessage} Req */
/** @typedef {import('node:http').ServerResponse} Res */
/** @typedef {Record<string, any>} Body */
/** @typedef {(body: Body, query: URLSearchParams) => Promise<[number, unknown]> | [number, unknown]} Handler */

/** @param {import('../lib/context.mjs').Double} double */
export function controlRoutes(double) {
  const { store, config, initialConfig, log, faults, jobs, uploadsDir } = double
  /** @param {string} email */
  const teamOf = (email) => store.userByEmail(email)?.team_id
  /** @param {string} videoId */
  const removeFiles = (videoId) => rm(join(uploadsDir, videoId), { recursive: true, force: true })
  const notFound = (/** @type {string} */ detail) =>
    /** @type {[number, unknown]} */ ([404, { detail }])

  /** @type {Record<string, Handler>} keyed by `METHOD path` */
  const handlers = {
    'GET /__control/health': () => [200, { ok: true }],

    'POST /__control/reset': async () => {
      jobs.clear()
      await double.media.clear()
      store.reseed()
      Object.assign(config, initialConfig)
      log.clear()
      faults.clear()
      await rm(uploadsDir, { recursive: true, force: true })
      await mkdir(uploadsDir, { recursive: true })
      if (double.demo) startDemo(double, double.demo.windowMs)
      return [200, { ok: true }]
    },

    'GET /__control/requests': (_b, q) => [
      200,
      log.find({ origin: q.get('origin') ?? undefined, path: q.get('path') ?? undefined }),
    ],
    'DELETE /__control/requests': () => {
      log.clear()
      return [200, { ok: true }]
    },

    'GET /__control/faults': () => [200, faults.list],
    'POST /__control/faults': (b) => {
      const f = faults.add(b)
      return typeof f === 'string' ? [400, { detail: f }] : [200, f]
    },
    'DELETE /__control/faults': () => {
      faults.clear()
      return [200, { ok: true }]
    },

    'GET /__control/otp': (_b, q) => {
      const email = String(q.get('email') ?? '').toLowerCase()
      const rec = [...store.state.otps]
        .reverse()
        .find((o) => o.new_email.toLowerCase() === email || o.email.toLowerCase() === email)
      return rec
        ? [200, { email: rec.email, new_email: rec.new_email, otp: rec.otp }]
        : notFound('No pending code for this e-mail')
    },
    'GET /__control/reset-token': (_b, q) => {
      const email = String(q.get('email') ?? '').toLowerCase()
      const rec = [...store.state.reset_tokens]
        .reverse()
        .find((r) => r.email.toLowerCase() === email && !r.used)
      return rec
        ? [200, { email: rec.email, reset_token: rec.token }]
        : notFound('No reset token for this e-mail')
    },

    'GET /__control/config': () => [200, config],
    'POST /__control/config': (b) => {
      for (const k of /** @type {(keyof typeof config)[]} */ (Object.keys(config)))
        if (b[k] !== undefined) /** @type {any} */ (config)[k] = b[k]
      return [200, config]
    },

    'POST /__control/seed-videos': (b) => {
      const teamId = teamOf(b.email ?? '')
      if (!teamId) return notFound('Unknown account')
      const count = Math.max(0, Math.min(20000, Number(b.count) || 0))
      const status = ['completed', 'in_progress', 'failed'].includes(b.status)
        ? b.status
        : 'completed'
      const prefix =
        typeof b.filenamePrefix === 'string' && b.filenamePrefix
          ? safeName(b.filenamePrefix)
          : 'seeded_video'
      const existing = store.state.videos.filter((v) => v.team_id === teamId).length
      const made = bulkVideos(teamId, count, status, prefix, existing)
      store.state.videos.push(...made)
      store.dirty()
      return [
        200,
        {
          created: made.length,
          total: existing + made.length,
          ids: made.slice(0, 100).map((v) => v.id),
        },
      ]
    },

    'POST /__control/clear-videos': async (b) => {
      const teamId = teamOf(b.email ?? '')
      if (!teamId) return notFound('Unknown account')
      const gone = store.state.videos.filter((v) => v.team_id === teamId)
      store.state.videos = store.state.videos.filter((v) => v.team_id !== teamId)
      for (const v of gone) await removeFiles(v.id)
      store.dirty()
      return [200, { removed: gone.length }]
    },

    // Test data the seed cannot make (e.g. hostile titles): overwrite text fields of one video.
    'POST /__control/patch-video': (b) => {
      const v = store.findVideo(b.id)
      if (!v) return notFound('Video not found')
      const fields = b.fields && typeof b.fields === 'object' ? b.fields : {}
      for (const key of ['filename', 'title', 'summary', 'tags'])
        if (fields[key] !== undefined) /** @type {any} */ (v)[key] = fields[key]
      const scenes = v.output_data?.scenes ?? []
      if (Array.isArray(fields.scene_descriptions))
        fields.scene_descriptions.forEach(
          (/** @type {unknown} */ text, /** @type {number} */ i) => {
            if (scenes[i] && typeof text === 'string') scenes[i].description = text
          },
        )
      store.dirty()
      return [200, v]
    },

    'POST /__control/patch-team': (b) => {
      const teamId = teamOf(b.email ?? '')
      const team = teamId && store.state.teams.find((t) => t.id === teamId)
      if (!team) return notFound('Unknown account or team')
      if (typeof b.name === 'string') team.name = b.name
      store.dirty()
      return [200, { id: team.id, name: team.name }]
    },
  }

  /** @param {Req} req @param {Res} res @param {URL} url */
  return async (req, res, url) => {
    const origin = req.headers.origin
    if (!isLoopbackHost(req.headers.host) || (origin && !isLocalOrigin(origin))) {
      req.resume()
      return sendDetail(res, 403, 'Control endpoints answer only on localhost, 127.0.0.1 or [::1]')
    }
    const handler = handlers[`${req.method} ${url.pathname}`]
    let body = {}
    if (req.method === 'POST' || req.method === 'PUT') {
      const raw = await readBody(req)
      try {
        body = raw.length ? JSON.parse(raw.toString('utf8')) : {}
      } catch {
        return sendDetail(res, 400, 'Invalid JSON')
      }
    }
    if (!handler) return sendDetail(res, 404, 'Not Found')
    const [status, answer] = await handler(body ?? {}, url.searchParams)
    sendJson(res, status, answer)
  }
}
