// @ts-check
// Bearer tokens (opaque, random, with a lifetime), the team rule (a video of another team
// answers 404, exactly like an unknown id) and signed report links.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { HttpError, randomToken } from './util.mjs'

/** @typedef {import('./context.mjs').Double} Double */
/** @typedef {import('../sim/library.mjs').User} User */

/** A new token for the user; long-expired ones are forgotten. @param {Double} double @param {User} user */
export function issueToken({ store, config }, user) {
  const token = randomToken(32)
  const now = Date.now()
  store.state.tokens[token] = { user_id: user.id, expires_at: now + config.tokenTtlSeconds * 1000 }
  for (const [t, rec] of Object.entries(store.state.tokens))
    if (rec.expires_at < now - 86_400_000) delete store.state.tokens[t]
  store.dirty()
  return token
}

/**
 * The user of the request's bearer token, or a 401 in FastAPI's words.
 * @param {Double} double @param {import('node:http').IncomingMessage} req
 * @returns {{ user: User, token: string }}
 */
export function authenticate({ store }, req) {
  const h = req.headers.authorization
  const m = typeof h === 'string' ? /^Bearer\s+(\S+)$/i.exec(h.trim()) : null
  if (!m) throw Object.assign(new HttpError(401, 'Not authenticated'), { bearer: true })
  const rec = store.state.tokens[m[1]]
  const user =
    rec && rec.expires_at > Date.now()
      ? store.state.users.find((u) => u.id === rec.user_id)
      : undefined
  if (!user)
    throw Object.assign(new HttpError(401, 'Could not validate credentials'), { bearer: true })
  return { user, token: m[1] }
}

/** The user's team's video, or 404. @param {Double} double @param {User} user @param {string} id */
export function teamVideo({ store }, user, id) {
  const v = store.findVideo(id)
  if (!v || v.team_id !== user.team_id) throw new HttpError(404, 'Video not found')
  return v
}

/** @param {Double} double @param {User} user */
export function profile({ store }, user) {
  const team = store.state.teams.find((t) => t.id === user.team_id)
  return {
    id: user.id,
    email: user.email,
    full_name: user.full_name,
    username: user.username,
    team: team ? { id: team.id, name: team.name } : null,
  }
}

const HOUR = 3600_000

/** @param {Double} double @param {string} videoId @param {string} expires */
const linkSignature = ({ store }, videoId, expires) =>
  createHmac('sha256', store.state.secret).update(`report:${videoId}:${expires}`).digest('hex')

/**
 * The report path with a signed query: a new tab carries no bearer token, so the link itself
 * is the credential (HMAC over video id + expiry). It expires at the end of the next hour, so
 * the same link is answered for an hour (a detail page polled every 3 s does not change) and
 * lives one to two hours.
 * @param {Double} double @param {import('./video.mjs').Video} v
 */
export function signedReportPath(double, v, now = Date.now()) {
  const expires = String(((Math.floor(now / HOUR) + 2) * HOUR) / 1000)
  return `${v.report_path}?expires=${expires}&signature=${linkSignature(double, v.id, expires)}`
}

/**
 * Whether `expires` + `signature` are a valid, unexpired link to the video's report.
 * @param {Double} double @param {string} videoId @param {unknown} expires @param {unknown} signature
 */
export function reportLinkValid(double, videoId, expires, signature) {
  if (typeof expires !== 'string' || typeof signature !== 'string') return false
  if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 <= Date.now()) return false
  const expected = Buffer.from(linkSignature(double, videoId, expires))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
