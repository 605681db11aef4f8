#!/usr/bin/env node
// @ts-check
// The API double: a stand-in for the product's backend with three origins (API, assets,
// storage). It does not analyse video content; it simulates the pipeline's timing and the
// shapes of its results. See README.md in this folder for the wire contract.
import { createHmac, randomBytes } from 'node:crypto'
import {
  createReadStream,
  createWriteStream,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs'
import { mkdir, mkdtemp, readFile, rename, rm, stat, unlink } from 'node:fs/promises'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, extname, join, resolve } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { fileURLToPath, pathToFileURL } from 'node:url'
import busboy from 'busboy'
import { renderReport } from './lib/report.mjs'
import { Index } from './lib/search.mjs'
import {
  ACCOUNTS,
  bulkVideos,
  completeVideo,
  humanize,
  LANGUAGES,
  newVideo,
  safeName,
  seedState,
} from './lib/seed.mjs'
import {
  applyCors,
  HttpError,
  hash32,
  MIME,
  parseQuery,
  prng,
  randomToken,
  randomUuid,
  readBody,
  sendDetail,
  sendJson,
  sendS3Error,
  sha1,
  sleep,
} from './lib/util.mjs'
import { EMAIL_RE, validateBody, validateQuery } from './lib/validate.mjs'

/** @typedef {import('node:http').IncomingMessage} Req */
/** @typedef {import('node:http').ServerResponse} Res */
/** @typedef {import('./lib/seed.mjs').State} State */
/** @typedef {import('./lib/seed.mjs').Video} Video */
/** @typedef {import('./lib/seed.mjs').User} User */

/**
 * @typedef {{
 *   apiPort?: number, assetsPort?: number, storagePort?: number, host?: string, dataDir?: string,
 *   analysisDelayMs?: number, trailerDelayMs?: number, reportDelayMs?: number, tokenTtlSeconds?: number,
 *   appOrigins?: string[], quiet?: boolean,
 * }} DoubleOptions
 * @typedef {{ apiUrl: string, assetsUrl: string, storageUrl: string, close: () => Promise<void> }} DoubleHandle
 * @typedef {{
 *   method?: string, path: string, status?: number, body?: unknown, malformed?: boolean,
 *   wrongShape?: boolean, drop?: boolean, delayMs?: number, times?: number, remaining: number, id: number,
 * }} Fault
 * @typedef {{
 *   time: string, origin: 'api' | 'storage' | 'assets', method: string, path: string,
 *   query: Record<string, string | string[]>, headers: { authorization: string | false, content_type: string | null, origin: string | null },
 *   body: unknown, status?: number,
 * }} LogEntry
 */

const HERE = dirname(fileURLToPath(import.meta.url))
const MEDIA_DIR = join(HERE, 'media')
export const MAX_VIDEO_BYTES = 5120 * 1024 * 1024
const MAX_IMAGE_BYTES = 10 * 1024 * 1024
const TEXT_MAX = 500
const LOG_LIMIT = 5000
const BUCKET = 'video-insight-double'
const ACCESS_KEY = 'DOUBLEACCESSKEY0000'
const REGION = 'eu-central-1'

const PUBLIC_VIDEO_FIELDS = /** @type {const} */ ([
  'id',
  'filename',
  'status',
  'created_at',
  'video_date',
  'video_length',
  'title',
  'summary',
  'tags',
  'video_thumbnail_path',
  'video_path',
  'trailer_path',
  'report_path',
  'is_trailer_creating',
  'is_report_creating',
  'output_language',
  'output_data',
])

/** @param {Video} v @param {boolean} withOutput */
function publicVideo(v, withOutput = true) {
  /** @type {Record<string, unknown>} */
  const out = {}
  for (const k of PUBLIC_VIDEO_FIELDS) if (withOutput || k !== 'output_data') out[k] = v[k]
  return out
}

/** @param {string} p route pattern like /api/videos/:id */
function compilePattern(p) {
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

/** @param {string} p */
const normPattern = (p) => p.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, ':').replace(/\/$/, '')

/** @param {number} total @param {number} page @param {number} size @param {unknown[]} all */
function paged(all, total, page, size) {
  return {
    items: all.slice((page - 1) * size, page * size),
    total,
    pages: Math.ceil(total / size),
    page,
    size,
  }
}

const PRIORITY = /** @type {Record<string, number>} */ ({ failed: 1, completed: 2 })

/**
 * Start the three servers.
 * @param {DoubleOptions} [opts]
 * @returns {Promise<DoubleHandle>}
 */
export async function startDouble(opts = {}) {
  const host = opts.host ?? '127.0.0.1'
  const quiet = !!opts.quiet
  const appOrigins = opts.appOrigins ?? []
  const initialConfig = {
    analysisDelayMs: opts.analysisDelayMs ?? 8000,
    trailerDelayMs: opts.trailerDelayMs ?? 6000,
    reportDelayMs: opts.reportDelayMs ?? 5000,
    tokenTtlSeconds: opts.tokenTtlSeconds ?? 3600,
    ticketUnderData: false,
    ticketTtlSeconds: 3600,
    /** @type {string | null} */
    ticketSuccessActionStatus: null,
  }
  let config = { ...initialConfig }
  const dataDir = opts.dataDir ? resolve(opts.dataDir) : undefined
  const workDir = dataDir ?? (await mkdtemp(join(tmpdir(), 'api-double-')))
  const uploadsDir = join(workDir, 'uploads')
  const stateFile = dataDir ? join(dataDir, 'state.json') : undefined
  await mkdir(uploadsDir, { recursive: true })

  /** @param {...unknown} args */
  const info = (...args) => {
    if (!quiet) console.log('[api-double]', ...args)
  }

  // ---- state and persistence ----
  /** @type {State & { secret: string }} */
  let state
  if (stateFile) {
    try {
      state = JSON.parse(await readFile(stateFile, 'utf8'))
    } catch {
      state = { ...seedState(), secret: randomBytes(32).toString('hex') }
    }
  } else state = { ...seedState(), secret: randomBytes(32).toString('hex') }
  let version = 0
  /** @type {NodeJS.Timeout | null} */
  let saveTimer = null
  const saveNow = () => {
    if (!stateFile) return
    const tmp = `${stateFile}.tmp`
    writeFileSync(tmp, JSON.stringify(state))
    renameSync(tmp, stateFile)
  }
  const dirty = () => {
    version++
    if (!stateFile || saveTimer) return
    saveTimer = setTimeout(() => {
      saveTimer = null
      try {
        saveNow()
      } catch (err) {
        console.error('[api-double] could not save state', err)
      }
    }, 100)
  }
  if (stateFile) saveNow()

  /** @type {LogEntry[]} */
  let requestLog = []
  /** @type {Fault[]} */
  let faults = []
  let faultSeq = 0

  // ---- media pool ----
  const mediaFiles = readdirSync(MEDIA_DIR).sort()
  const pool = mediaFiles
    .filter((f) => f.endsWith('.jpg'))
    .map((f) => {
      const data = readFileSync(join(MEDIA_DIR, f))
      return { name: f, data, etag: `"${sha1(data).slice(0, 20)}"` }
    })
  const clips = mediaFiles
    .filter((f) => f.endsWith('.mp4'))
    .map((f) => {
      const data = readFileSync(join(MEDIA_DIR, f))
      return { name: f, data, etag: `"${sha1(data).slice(0, 20)}"` }
    })

  // ---- timers (analysis, trailer, report) ----
  /** @type {Set<NodeJS.Timeout>} */
  const timers = new Set()
  /** @param {() => void} fn @param {number} ms */
  const schedule = (fn, ms) => {
    const t = setTimeout(
      () => {
        timers.delete(t)
        fn()
      },
      Math.max(0, ms),
    )
    timers.add(t)
  }
  const clearTimers = () => {
    for (const t of timers) clearTimeout(t)
    timers.clear()
  }
  /** @param {string} id */
  const findVideo = (id) => state.videos.find((v) => v.id === id)

  /** @param {Video} v */
  const startAnalysis = (v) => {
    v.status = 'in_progress'
    v.analysis_due_at = Date.now() + config.analysisDelayMs
    scheduleAnalysis(v)
  }
  /** @param {Video} v */
  const scheduleAnalysis = (v) => {
    const due = /** @type {number} */ (v.analysis_due_at)
    schedule(() => {
      const cur = findVideo(v.id)
      if (!cur || cur.analysis_due_at !== due) return
      cur.analysis_due_at = null
      cur.analysis_runs += 1
      if (/fail/i.test(cur.filename) && cur.analysis_runs === 1) {
        cur.status = 'failed'
        info(`analysis of ${cur.id} (${cur.filename}) failed (simulated)`)
      } else {
        completeVideo(cur, prng(hash32(`${cur.id}:${cur.analysis_runs}`)), {
          titlePrefix: humanize(cur.filename),
        })
        info(`analysis of ${cur.id} (${cur.filename}) completed`)
        if (cur.trailer_instruction && !cur.trailer_path) startJob(cur, 'trailer')
      }
      dirty()
    }, due - Date.now())
  }
  /** @param {Video} v @param {'trailer' | 'report'} kind */
  const startJob = (v, kind) => {
    const delay = kind === 'trailer' ? config.trailerDelayMs : config.reportDelayMs
    if (kind === 'trailer') {
      v.is_trailer_creating = true
      v.trailer_due_at = Date.now() + delay
    } else {
      v.is_report_creating = true
      v.report_due_at = Date.now() + delay
    }
    scheduleJob(v, kind)
  }
  /** @param {Video} v @param {'trailer' | 'report'} kind */
  const scheduleJob = (v, kind) => {
    const due = /** @type {number} */ (kind === 'trailer' ? v.trailer_due_at : v.report_due_at)
    schedule(() => {
      const cur = findVideo(v.id)
      if (!cur) return
      if (kind === 'trailer' && cur.trailer_due_at === due) {
        cur.trailer_due_at = null
        cur.is_trailer_creating = false
        cur.trailer_path = 'trailer.mp4'
      } else if (kind === 'report' && cur.report_due_at === due) {
        cur.report_due_at = null
        cur.is_report_creating = false
        cur.report_path = 'report/report.html'
      } else return
      dirty()
    }, due - Date.now())
  }
  const resumeJobs = () => {
    for (const v of state.videos) {
      if (v.analysis_due_at) scheduleAnalysis(v)
      if (v.trailer_due_at) scheduleJob(v, 'trailer')
      if (v.report_due_at) scheduleJob(v, 'report')
    }
  }
  resumeJobs()

  // ---- auth ----
  /** @param {User} user */
  const issueToken = (user) => {
    const token = randomToken(32)
    state.tokens[token] = {
      user_id: user.id,
      expires_at: Date.now() + config.tokenTtlSeconds * 1000,
    }
    // forget long-expired tokens
    const now = Date.now()
    for (const [t, rec] of Object.entries(state.tokens))
      if (rec.expires_at < now - 86_400_000) delete state.tokens[t]
    dirty()
    return token
  }
  /** @param {Req} req @returns {{ user: User, token: string }} */
  const authenticate = (req) => {
    const h = req.headers.authorization
    const m = typeof h === 'string' ? /^Bearer\s+(\S+)$/i.exec(h.trim()) : null
    if (!m) throw Object.assign(new HttpError(401, 'Not authenticated'), { bearer: true })
    const rec = state.tokens[m[1]]
    const user =
      rec && rec.expires_at > Date.now() ? state.users.find((u) => u.id === rec.user_id) : undefined
    if (!user)
      throw Object.assign(new HttpError(401, 'Could not validate credentials'), { bearer: true })
    return { user, token: m[1] }
  }
  /** @param {User} user @param {string} id */
  const teamVideo = (user, id) => {
    const v = findVideo(id)
    if (!v || v.team_id !== user.team_id) throw new HttpError(404, 'Video not found')
    return v
  }
  /** @param {User} user */
  const profile = (user) => {
    const team = state.teams.find((t) => t.id === user.team_id)
    return {
      id: user.id,
      email: user.email,
      full_name: user.full_name,
      username: user.username,
      team: team ? { id: team.id, name: team.name } : null,
    }
  }
  /** @param {string} email */
  const userByEmail = (email) =>
    state.users.find((u) => u.email.toLowerCase() === String(email).toLowerCase())

  // ---- storage tickets ----
  let storageUrl = ''
  let assetsUrl = ''
  /** @param {string} policy */
  const sign = (policy) => createHmac('sha256', state.secret).update(policy).digest('hex')
  /** @param {Video} v */
  const makeTicket = (v) => {
    const now = new Date()
    const amzDate = now
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '')
    const credential = `${ACCESS_KEY}/${amzDate.slice(0, 8)}/${REGION}/s3/aws4_request`
    const key = `input/${v.id}/${v.video_path}`
    /** @type {Record<string, string>} */
    const fields = {
      key,
      'x-amz-algorithm': 'AWS4-HMAC-SHA256',
      'x-amz-credential': credential,
      'x-amz-date': amzDate,
    }
    if (config.ticketSuccessActionStatus)
      fields.success_action_status = config.ticketSuccessActionStatus
    /** @type {unknown[]} */
    const conditions = [
      { bucket: BUCKET },
      ['eq', '$key', key],
      ['content-length-range', 0, MAX_VIDEO_BYTES],
      ['starts-with', '$Content-Type', ''],
      { 'x-amz-algorithm': fields['x-amz-algorithm'] },
      { 'x-amz-credential': credential },
      { 'x-amz-date': amzDate },
    ]
    if (fields.success_action_status)
      conditions.push({ success_action_status: fields.success_action_status })
    const policy = Buffer.from(
      JSON.stringify({
        expiration: new Date(now.getTime() + config.ticketTtlSeconds * 1000).toISOString(),
        conditions,
      }),
    ).toString('base64')
    fields.policy = policy
    fields['x-amz-signature'] = sign(policy)
    return { url: `${storageUrl}/upload`, fields }
  }
  /**
   * Check the ticket fields of a storage POST. Returns an S3 error or the target video.
   * @param {Record<string, string>} f
   * @returns {{ error: [number, string, string] } | { video: Video, key: string }}
   */
  const checkTicket = (f) => {
    for (const name of [
      'key',
      'policy',
      'x-amz-algorithm',
      'x-amz-credential',
      'x-amz-date',
      'x-amz-signature',
    ])
      if (typeof f[name] !== 'string')
        return {
          error: [
            400,
            'InvalidArgument',
            `Bucket POST must contain a field named '${name}'. If it is specified, please check the order of the fields.`,
          ],
        }
    const expected = sign(f.policy)
    const given = f['x-amz-signature']
    if (given.length !== expected.length || given !== expected)
      return {
        error: [
          403,
          'SignatureDoesNotMatch',
          'The request signature we calculated does not match the signature you provided.',
        ],
      }
    /** @type {{ expiration: string, conditions: unknown[] }} */
    let policy
    try {
      policy = JSON.parse(Buffer.from(f.policy, 'base64').toString('utf8'))
    } catch {
      return { error: [400, 'InvalidPolicyDocument', 'Invalid Policy: Invalid JSON.'] }
    }
    if (!(Date.parse(policy.expiration) > Date.now()))
      return { error: [403, 'AccessDenied', 'Invalid according to Policy: Policy expired.'] }
    for (const c of policy.conditions) {
      if (Array.isArray(c) && c[0] === 'eq' && f[String(c[1]).slice(1)] !== c[2])
        return {
          error: [
            403,
            'AccessDenied',
            `Invalid according to Policy: Policy Condition failed: ${JSON.stringify(c)}`,
          ],
        }
      if (c && !Array.isArray(c) && typeof c === 'object')
        for (const [k, val] of Object.entries(c))
          if (k !== 'bucket' && f[k] !== val)
            return {
              error: [
                403,
                'AccessDenied',
                `Invalid according to Policy: Policy Condition failed: ["eq", "$${k}", "${val}"]`,
              ],
            }
    }
    const m = /^input\/([^/]+)\/(.+)$/.exec(f.key)
    const video = m ? findVideo(m[1]) : undefined
    if (!video || !m || m[2] !== video.video_path)
      return { error: [403, 'AccessDenied', 'Invalid according to Policy: unknown key.'] }
    return { video, key: f.key }
  }

  // ---- request log and faults ----
  /** @param {'api'|'storage'|'assets'} origin @param {Req} req @param {URL} url @param {Res} res */
  const logRequest = (origin, req, url, res) => {
    /** @type {LogEntry} */
    const entry = {
      time: new Date().toISOString(),
      origin,
      method: req.method ?? 'GET',
      path: url.pathname,
      query: parseQuery(url.searchParams),
      headers: {
        authorization:
          typeof req.headers.authorization === 'string' ? req.headers.authorization : false,
        content_type: req.headers['content-type'] ?? null,
        origin: req.headers.origin ?? null,
      },
      body: null,
    }
    requestLog.push(entry)
    if (requestLog.length > LOG_LIMIT) requestLog.splice(0, requestLog.length - LOG_LIMIT)
    res.on('finish', () => {
      entry.status = res.statusCode
    })
    return entry
  }
  /** @param {string} method @param {string} path @param {string | undefined} routePattern */
  const takeFault = (method, path, routePattern) => {
    const f = faults.find((x) => {
      if (x.method && x.method !== '*' && x.method.toUpperCase() !== method) return false
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
      if (f.remaining === 0) faults = faults.filter((x) => x !== f)
    }
    return f
  }
  /**
   * Apply a fault. Returns true when the request has been answered (or dropped).
   * @param {Fault} f @param {Req} req @param {Res} res @param {'api'|'storage'|'assets'} origin @param {boolean} bodyRead
   */
  const runFault = async (f, req, res, origin, bodyRead) => {
    if (f.delayMs) await sleep(f.delayMs)
    if (f.drop) {
      req.socket.destroy()
      return true
    }
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

  // ---- API routes ----
  /**
   * @typedef {{ req: Req, res: Res, url: URL, params: Record<string, string>, query: Record<string, string | string[]>,
   *   body: unknown, user: User, token: string, entry: LogEntry }} Ctx
   * @typedef {{ method: string, pattern: string, auth: boolean, multipart?: boolean,
   *   handler: (ctx: Ctx) => Promise<unknown> | unknown, re?: RegExp, names?: string[] }} Route
   */
  /** @type {Route[]} */
  const routes = []
  /** @param {string} method @param {string} pattern @param {boolean} auth @param {Route['handler']} handler @param {Partial<Route>} [extra] */
  const route = (method, pattern, auth, handler, extra = {}) => {
    const { re, names } = compilePattern(pattern)
    routes.push({ method, pattern, auth, handler, re, names, ...extra })
  }
  /** A plain JSON result with a status. @param {number} status @param {unknown} body */
  const reply = (status, body) => ({ __status: status, body })

  route('POST', '/api/login', false, ({ body }) => {
    const b = validateBody(body, {
      email: { type: 'string', required: true, email: true, max: 254 },
      password: { type: 'string', required: true, min: 1, max: 128 },
    })
    const user = userByEmail(b.email)
    if (!user || user.password !== b.password)
      throw new HttpError(401, 'Incorrect email or password')
    return { access_token: issueToken(user), token_type: 'bearer', is_first_login: false }
  })
  route('GET', '/api/refresh', true, ({ user }) => ({
    access_token: issueToken(user),
    token_type: 'bearer',
  }))
  route('GET', '/api/profile', true, ({ user }) => profile(user))
  route('POST', '/api/forgot-password', false, ({ body }) => {
    const b = validateBody(body, {
      email: { type: 'string', required: true, email: true, max: 254 },
    })
    const user = userByEmail(b.email)
    if (user) {
      const token = randomToken(24)
      state.reset_tokens.push({
        token,
        user_id: user.id,
        email: user.email,
        expires_at: Date.now() + 3600_000,
        used: false,
      })
      dirty()
      info(`password reset for ${user.email}: /reset-password?resetToken=${token}`)
    }
    return {
      message:
        'If there is an account associated with this email, you will receive instructions on how to reset your password.',
    }
  })
  /** @param {Record<string, unknown>} b @param {string} pw @param {string} conf */
  const confirmMatches = (b, pw, conf) =>
    b[pw] === b[conf]
      ? []
      : [{ loc: ['body', conf], msg: 'Value error, Passwords do not match', type: 'value_error' }]
  route('POST', '/api/reset-password', false, ({ body }) => {
    const b = validateBody(
      body,
      {
        password: { type: 'string', required: true, password: true },
        confirmation_password: { type: 'string', required: true },
        reset_token: { type: 'string', required: true, min: 1 },
      },
      (x) => confirmMatches(x, 'password', 'confirmation_password'),
    )
    const rec = state.reset_tokens.find((r) => r.token === b.reset_token)
    const user =
      rec && !rec.used && rec.expires_at > Date.now()
        ? state.users.find((u) => u.id === rec.user_id)
        : undefined
    if (!rec || !user) throw new HttpError(401, 'Invalid or expired reset token')
    rec.used = true
    user.password = b.password
    for (const [t, r] of Object.entries(state.tokens))
      if (r.user_id === user.id) delete state.tokens[t]
    dirty()
    return { message: 'Your password has been reset.' }
  })
  route('POST', '/api/change-password', true, ({ body, user }) => {
    const b = validateBody(
      body,
      {
        current_password: { type: 'string', required: true, min: 1 },
        new_password: { type: 'string', required: true, password: true },
        confirmation_password: { type: 'string', required: true },
      },
      (x) => confirmMatches(x, 'new_password', 'confirmation_password'),
    )
    if (b.current_password !== user.password)
      throw new HttpError(400, 'Current password is incorrect')
    user.password = b.new_password
    dirty()
    return { message: 'Your password has been updated.' }
  })
  route('PUT', '/api/users/update-profile', true, ({ body, user }) => {
    const b = validateBody(body, {
      full_name: { type: 'string', required: true, min: 1, max: 100 },
      username: { type: 'string', required: true, min: 1, max: 50 },
    })
    user.full_name = b.full_name
    user.username = b.username
    dirty()
    return profile(user)
  })
  route('DELETE', '/api/users/:id', true, ({ params, user }) => {
    if (params.id !== user.id) throw new HttpError(404, 'User not found')
    state.users = state.users.filter((u) => u.id !== user.id)
    for (const [t, r] of Object.entries(state.tokens))
      if (r.user_id === user.id) delete state.tokens[t]
    state.otps = state.otps.filter((o) => o.user_id !== user.id)
    state.reset_tokens = state.reset_tokens.filter((o) => o.user_id !== user.id)
    dirty()
    info(`account ${user.email} deleted`)
    return { message: 'Account deleted' }
  })
  route('POST', '/api/users/change-email-request', true, ({ body, user }) => {
    const b = validateBody(body, {
      current_password: { type: 'string', required: true, min: 1 },
      new_email: { type: 'string', required: true, email: true, max: 254 },
      language: { type: 'string', max: 10, nullable: true },
    })
    if (b.current_password !== user.password)
      throw new HttpError(400, 'Current password is incorrect')
    if (b.new_email.toLowerCase() === user.email.toLowerCase())
      throw new HttpError(400, 'The new email is the same as the current email')
    if (userByEmail(b.new_email)) throw new HttpError(400, 'This email is already in use')
    const otp = String(100000 + Math.floor(Math.random() * 900000))
    state.otps = state.otps.filter((o) => o.user_id !== user.id)
    state.otps.push({
      user_id: user.id,
      email: user.email,
      new_email: b.new_email,
      otp,
      expires_at: Date.now() + 15 * 60_000,
    })
    dirty()
    info(`e-mail change code for ${user.email} -> ${b.new_email}: ${otp}`)
    return { message: 'A verification code has been sent to the new email address.' }
  })
  route('POST', '/api/users/change-email-verify-otp', true, ({ body, user }) => {
    const b = validateBody(body, {
      otp: { type: 'string', required: true, min: 1, max: 12 },
      new_email: { type: 'string', required: true, email: true, max: 254 },
      language: { type: 'string', max: 10, nullable: true },
    })
    const rec = state.otps.find(
      (o) =>
        o.user_id === user.id &&
        o.new_email.toLowerCase() === b.new_email.toLowerCase() &&
        o.otp === b.otp &&
        o.expires_at > Date.now(),
    )
    if (!rec) throw new HttpError(400, 'Invalid verification code')
    if (userByEmail(rec.new_email)) throw new HttpError(400, 'This email is already in use')
    user.email = rec.new_email
    state.otps = state.otps.filter((o) => o !== rec)
    dirty()
    info(`e-mail of ${rec.email} changed to ${user.email}`)
    return { message: 'Your email has been updated.' }
  })
  route('GET', '/api/supported-videos-languages', true, () => LANGUAGES)

  /** @param {Record<string, string | string[]>} query */
  const pageParams = (query) => {
    validateQuery(query, {
      page: { type: 'integer', ge: 1 },
      size: { type: 'integer', ge: 1, le: 1000 },
    })
    const one = (/** @type {string} */ k) =>
      Array.isArray(query[k])
        ? /** @type {string[]} */ (query[k]).at(-1)
        : /** @type {string | undefined} */ (query[k])
    return { page: Number(one('page') ?? 1), size: Number(one('size') ?? 50), one }
  }
  route('GET', '/api/videos', true, ({ query, user }) => {
    const { page, size, one } = pageParams(query)
    const tags = (one('tags') ?? '').trim().toLowerCase()
    let list = state.videos.filter((v) => v.team_id === user.team_id)
    if (tags) list = list.filter((v) => v.tags.some((t) => t.name.toLowerCase().includes(tags)))
    const sortRaw = query.sort ?? ['priority', '-created_at']
    const sort = (Array.isArray(sortRaw) ? sortRaw : [sortRaw])
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter(Boolean)
    const keys = sort.length ? sort : ['priority', '-created_at']
    list = [...list].sort((a, b) => {
      for (const k of keys) {
        const desc = k.startsWith('-')
        const name = desc ? k.slice(1) : k
        let c = 0
        if (name === 'priority') c = (PRIORITY[a.status] ?? 0) - (PRIORITY[b.status] ?? 0)
        else {
          const av = /** @type {any} */ (a)[name]
          const bv = /** @type {any} */ (b)[name]
          c = av == null ? (bv == null ? 0 : 1) : bv == null ? -1 : av < bv ? -1 : av > bv ? 1 : 0
        }
        if (c) return desc ? -c : c
      }
      return a.id.localeCompare(b.id)
    })
    return paged(
      list.map((v) => publicVideo(v, false)),
      list.length,
      page,
      size,
    )
  })
  const languageCodes = LANGUAGES.map((l) => l.code)
  route('POST', '/api/videos', true, ({ body, user }) => {
    // like pydantic's datetime: an ISO string, or a Unix timestamp in seconds or milliseconds
    /** @type {Record<string, unknown>} */
    const raw = body && typeof body === 'object' ? /** @type {any} */ (body) : {}
    if (typeof raw.video_date === 'number') {
      const n = raw.video_date
      raw.video_date = new Date(Math.abs(n) > 2e10 ? n : n * 1000).toISOString()
    }
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
    state.videos.push(v)
    dirty()
    const ticket = { id: v.id, post_url: makeTicket(v) }
    return reply(201, config.ticketUnderData ? { data: ticket } : ticket)
  })

  // search
  /** @type {Map<string, { version: number, index: Index, meta: Map<string, { v: Video, scene?: import('./lib/seed.mjs').Scene }> }>} */
  const indexCache = new Map()
  /** @param {string} teamId @param {'videos' | 'scenes'} mode */
  const getIndex = (teamId, mode) => {
    const cacheKey = `${teamId}:${mode}`
    const hit = indexCache.get(cacheKey)
    if (hit && hit.version === version) return hit
    /** @type {{ key: string, text: string }[]} */
    const docs = []
    const meta = new Map()
    for (const v of state.videos) {
      if (v.team_id !== teamId || v.status !== 'completed') continue
      const tags = v.tags.map((t) => t.name).join(' . ')
      if (mode === 'videos') {
        const text = [
          v.title,
          v.title,
          tags,
          tags,
          v.summary,
          ...v.output_data.scenes.map((s) => s.description),
        ].join(' . ')
        docs.push({ key: v.id, text })
        meta.set(v.id, { v })
      } else {
        for (const s of v.output_data.scenes) {
          const key = `${v.id}#${s.index}`
          docs.push({ key, text: `${s.description} . ${s.description} . ${v.title} . ${tags}` })
          meta.set(key, { v, scene: s })
        }
      }
    }
    const built = { version, index: new Index(docs), meta }
    indexCache.set(cacheKey, built)
    return built
  }
  /** @param {'videos' | 'scenes'} mode */
  const searchHandler =
    (mode) =>
    (/** @type {Ctx} */ { query, user }) => {
      validateQuery(query, {
        description: { type: 'string', required: true, min: 1, max: 1024 },
        k_value: { type: 'integer', ge: 1, le: 999 },
        search_method: { type: 'string', oneOf: ['hybrid', 'dense', 'sparse'] },
        search_scope: { type: 'string', oneOf: ['all', 'current'] },
        video: { type: 'boolean' },
        scene_index: { type: 'integer', ge: 0 },
      })
      const { page, size, one } = pageParams(query)
      const description = String(one('description') ?? '').trim()
      if (!description)
        throw new HttpError(422, [
          {
            loc: ['query', 'description'],
            msg: 'String should have at least 1 character',
            type: 'string_too_short',
            ctx: { min_length: 1 },
          },
        ])
      const k = Number(one('k_value') ?? 10)
      const method = one('search_method') ?? 'hybrid'
      const similar = ['true', '1'].includes(String(one('video') ?? 'false').toLowerCase())
      const videoId = one('video_id') || undefined
      const sceneIndex =
        one('scene_index') !== undefined && one('scene_index') !== ''
          ? Number(one('scene_index'))
          : undefined
      const scope = one('search_scope') ?? 'all'
      if (videoId) teamVideo(user, videoId) // 404 for unknown or another team's video
      if (mode === 'scenes' && scope === 'current' && !videoId)
        throw new HttpError(422, [
          {
            loc: ['query', 'video_id'],
            msg: 'Field required when search_scope is current',
            type: 'missing',
          },
        ])
      const { index, meta } = getIndex(user.team_id, mode)
      let hits = index.search(description, method)
      hits = hits.filter((h) => {
        const m = /** @type {{ v: Video, scene?: import('./lib/seed.mjs').Scene }} */ (
          meta.get(h.key)
        )
        if (mode === 'videos') return !(similar && videoId && m.v.id === videoId)
        if (scope === 'current' && m.v.id !== videoId) return false
        if (
          similar &&
          videoId &&
          m.v.id === videoId &&
          (sceneIndex === undefined || m.scene?.index === sceneIndex)
        )
          return false
        return true
      })
      const top = hits.slice(0, k).map((h) => {
        const { v, scene } = /** @type {{ v: Video, scene?: import('./lib/seed.mjs').Scene }} */ (
          meta.get(h.key)
        )
        return {
          id: v.id,
          title: v.title,
          summary: v.summary,
          status: v.status,
          created_at: v.created_at,
          video_thumbnail_path: v.video_thumbnail_path,
          similarity_score: h.score,
          scene_index: scene ? scene.index : null,
          scene_thumbnail_path: scene ? scene.thumbnail : null,
          scene_description: scene ? scene.description : null,
        }
      })
      return paged(top, top.length, page, size)
    }
  route('GET', '/api/videos/find-similar-videos', true, searchHandler('videos'))
  route('GET', '/api/videos/find-similar-scenes', true, searchHandler('scenes'))

  route('GET', '/api/videos/:id', true, ({ params, user }) =>
    publicVideo(teamVideo(user, params.id)),
  )
  route('DELETE', '/api/videos/:id', true, async ({ params, user }) => {
    const v = teamVideo(user, params.id)
    state.videos = state.videos.filter((x) => x !== v)
    dirty()
    await rm(join(uploadsDir, v.id), { recursive: true, force: true })
    return { message: 'Video deleted' }
  })
  route('PUT', '/api/videos/:id/update-status', true, ({ params, user, body }) => {
    const b = validateBody(body, {
      status: { type: 'string', required: true, oneOf: ['in_progress'] },
    })
    const v = teamVideo(user, params.id)
    if (!v.upload) throw new HttpError(409, 'The video file has not arrived in storage yet')
    if (b.status === 'in_progress' && !v.analysis_due_at && v.status !== 'completed')
      startAnalysis(v)
    dirty()
    return publicVideo(v)
  })
  route('POST', '/api/videos/:id/retry-process', true, ({ params, user }) => {
    const v = teamVideo(user, params.id)
    if (v.status !== 'failed')
      throw new HttpError(409, 'Only a failed video can be processed again')
    startAnalysis(v)
    dirty()
    return publicVideo(v)
  })
  /** @param {'trailer' | 'report'} kind */
  const jobHandler =
    (kind) =>
    (/** @type {Ctx} */ { params, user, body }) => {
      const field = `${kind}_instruction`
      const b = validateBody(body, {
        [field]: { type: 'string', required: true, min: 1, max: TEXT_MAX },
      })
      const v = teamVideo(user, params.id)
      if (v.status !== 'completed') throw new HttpError(409, 'The video has not been analysed yet')
      if (kind === 'trailer') {
        if (v.is_trailer_creating) throw new HttpError(409, 'A trailer is already being generated')
        v.trailer_instruction = b[field]
      } else {
        if (v.is_report_creating) throw new HttpError(409, 'A report is already being generated')
        v.report_instruction = b[field]
      }
      startJob(v, kind)
      dirty()
      return publicVideo(v)
    }
  route('POST', '/api/videos/:id/make-trailer', true, jobHandler('trailer'))
  route('POST', '/api/videos/:id/make-report', true, jobHandler('report'))
  route('GET', '/api/videos/:id/report/report.html', false, ({ params, res }) => {
    const v = findVideo(params.id)
    if (!v?.report_path) throw new HttpError(404, 'Report not found')
    const html = renderReport(v, assetsUrl)
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
  route(
    'POST',
    '/api/videos/:id/upload-people-images',
    true,
    async ({ req, params, user, entry }) => {
      const v = teamVideo(user, params.id)
      const ct = req.headers['content-type'] ?? ''
      if (!/^multipart\/form-data/i.test(ct)) {
        await drain(req)
        throw new HttpError(422, [
          { loc: ['body', 'images'], msg: 'Expected multipart/form-data', type: 'value_error' },
        ])
      }
      const dir = join(uploadsDir, v.id, 'people')
      await mkdir(dir, { recursive: true })
      /** @type {string[]} */
      const names = []
      /** @type {{ field: string, filename: string, size: number, mime: string, file: string, tooBig: boolean }[]} */
      const files = []
      /** @type {Record<string, string | string[]>} */
      const fields = {}
      const bb = busboy({
        headers: req.headers,
        limits: { fileSize: MAX_IMAGE_BYTES, files: 50, fields: 100 },
      })
      /** @type {Promise<void>[]} */
      const writes = []
      bb.on('field', (name, value) => {
        if (name === 'names' || name === 'names[]') names.push(value)
        const prev = fields[name]
        fields[name] =
          prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value]
      })
      bb.on('file', (name, stream, fileInfo) => {
        const rec = {
          field: name,
          filename: fileInfo.filename ?? '',
          size: 0,
          mime: fileInfo.mimeType,
          file: join(dir, `${files.length}-${randomToken(6)}`),
          tooBig: false,
        }
        files.push(rec)
        stream.on('data', (/** @type {Buffer} */ c) => {
          rec.size += c.length
        })
        stream.on('limit', () => {
          rec.tooBig = true
        })
        writes.push(pipeline(stream, createWriteStream(rec.file)))
      })
      await new Promise((res2, rej) => {
        bb.on('close', res2)
        bb.on('error', rej)
        req.pipe(bb)
      }).catch(() => {
        throw new HttpError(422, [
          { loc: ['body'], msg: 'Malformed multipart body', type: 'value_error' },
        ])
      })
      await Promise.all(writes)
      entry.body = {
        fields,
        files: files.map(({ field, filename, size, mime }) => ({ field, filename, size, mime })),
      }
      const images = files.filter((f) => f.field === 'images' || f.field === 'images[]')
      /** @type {import('./lib/validate.mjs').ErrorItem[]} */
      const errors = []
      if (!images.length)
        errors.push({ loc: ['body', 'images'], msg: 'Field required', type: 'missing' })
      if (names.length !== images.length)
        errors.push({
          loc: ['body', 'names'],
          msg: `Value error, expected one name per image (${names.length} names, ${images.length} images)`,
          type: 'value_error',
        })
      names.forEach((n, i) => {
        if (!n.trim())
          errors.push({
            loc: ['body', 'names', i],
            msg: 'String should have at least 1 character',
            type: 'string_too_short',
          })
      })
      images.forEach((f, i) => {
        if (
          !/^image\/(jpeg|jpg|png|svg\+xml)$/i.test(f.mime) ||
          !/\.(jpe?g|png|svg)$/i.test(f.filename)
        )
          errors.push({
            loc: ['body', 'images', i],
            msg: 'Value error, the file must be a JPEG, PNG or SVG image',
            type: 'value_error',
          })
        if (f.tooBig)
          errors.push({
            loc: ['body', 'images', i],
            msg: 'Value error, the image must not exceed 10 MB',
            type: 'value_error',
          })
      })
      if (errors.length) {
        await Promise.all(files.map((f) => unlink(f.file).catch(() => {})))
        throw new HttpError(422, errors)
      }
      v.people = images.map((f, i) => ({
        name: names[i],
        file: f.file,
        mime: f.mime,
        size: f.size,
      }))
      dirty()
      return { message: 'People images uploaded', people: v.people.map((p) => ({ name: p.name })) }
    },
    { multipart: true },
  )

  // ---- control routes ----
  const resetAll = async () => {
    clearTimers()
    state = { ...seedState(), secret: state.secret }
    config = { ...initialConfig }
    requestLog = []
    faults = []
    await rm(uploadsDir, { recursive: true, force: true })
    await mkdir(uploadsDir, { recursive: true })
    dirty()
  }
  /** @param {Req} req @param {Res} res @param {URL} url */
  const control = async (req, res, url) => {
    const p = url.pathname
    const m = req.method
    const q = parseQuery(url.searchParams)
    let body
    if (m === 'POST' || m === 'PUT') {
      const raw = await readBody(req)
      try {
        body = raw.length ? JSON.parse(raw.toString('utf8')) : {}
      } catch {
        return sendDetail(res, 400, 'Invalid JSON')
      }
    }
    const b = /** @type {Record<string, any>} */ (body ?? {})
    if (p === '/__control/health' && m === 'GET') return sendJson(res, 200, { ok: true })
    if (p === '/__control/reset' && m === 'POST') {
      await resetAll()
      return sendJson(res, 200, { ok: true })
    }
    if (p === '/__control/requests' && m === 'GET') {
      let list = requestLog
      if (typeof q.origin === 'string') list = list.filter((e) => e.origin === q.origin)
      if (typeof q.path === 'string')
        list = list.filter((e) => e.path.startsWith(/** @type {string} */ (q.path)))
      return sendJson(res, 200, list)
    }
    if (p === '/__control/requests' && m === 'DELETE') {
      requestLog = []
      return sendJson(res, 200, { ok: true })
    }
    if (p === '/__control/faults' && m === 'GET') return sendJson(res, 200, faults)
    if (p === '/__control/faults' && m === 'POST') {
      if (typeof b.path !== 'string' || !b.path.startsWith('/'))
        return sendDetail(res, 400, 'path is required (e.g. /api/videos/:id)')
      const times = b.times === undefined ? 1 : Number(b.times)
      /** @type {Fault} */
      const f = {
        id: ++faultSeq,
        method: typeof b.method === 'string' ? b.method.toUpperCase() : undefined,
        path: b.path,
        status: typeof b.status === 'number' ? b.status : undefined,
        body: b.body,
        malformed: !!b.malformed,
        wrongShape: !!b.wrongShape,
        drop: !!b.drop,
        delayMs: Number(b.delayMs) || 0,
        times,
        remaining: times > 0 ? times : -1,
      }
      faults.push(f)
      return sendJson(res, 200, f)
    }
    if (p === '/__control/faults' && m === 'DELETE') {
      faults = []
      return sendJson(res, 200, { ok: true })
    }
    if (p === '/__control/otp' && m === 'GET') {
      const email = String(q.email ?? '').toLowerCase()
      const rec = [...state.otps]
        .reverse()
        .find((o) => o.new_email.toLowerCase() === email || o.email.toLowerCase() === email)
      return rec
        ? sendJson(res, 200, { email: rec.email, new_email: rec.new_email, otp: rec.otp })
        : sendDetail(res, 404, 'No pending code for this e-mail')
    }
    if (p === '/__control/reset-token' && m === 'GET') {
      const email = String(q.email ?? '').toLowerCase()
      const rec = [...state.reset_tokens]
        .reverse()
        .find((r) => r.email.toLowerCase() === email && !r.used)
      return rec
        ? sendJson(res, 200, { email: rec.email, reset_token: rec.token })
        : sendDetail(res, 404, 'No reset token for this e-mail')
    }
    if (p === '/__control/config' && m === 'GET') return sendJson(res, 200, config)
    if (p === '/__control/config' && m === 'POST') {
      for (const k of /** @type {(keyof typeof config)[]} */ (Object.keys(config)))
        if (b[k] !== undefined) /** @type {any} */ (config)[k] = b[k]
      return sendJson(res, 200, config)
    }
    if (p === '/__control/seed-videos' && m === 'POST') {
      const user = userByEmail(b.email ?? '')
      if (!user) return sendDetail(res, 404, 'Unknown account')
      const count = Math.max(0, Math.min(20000, Number(b.count) || 0))
      const status = ['completed', 'in_progress', 'failed'].includes(b.status)
        ? b.status
        : 'completed'
      const prefix =
        typeof b.filenamePrefix === 'string' && b.filenamePrefix
          ? safeName(b.filenamePrefix)
          : 'seeded_video'
      const existing = state.videos.filter((v) => v.team_id === user.team_id).length
      const made = bulkVideos(user.team_id, count, status, prefix, existing)
      state.videos.push(...made)
      dirty()
      return sendJson(res, 200, {
        created: made.length,
        total: existing + made.length,
        ids: made.slice(0, 100).map((v) => v.id),
      })
    }
    // Test data the seed cannot make (e.g. hostile titles): overwrite text fields of one video.
    if (p === '/__control/patch-video' && m === 'POST') {
      const v = state.videos.find((x) => x.id === b.id)
      if (!v) return sendDetail(res, 404, 'Video not found')
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
      dirty()
      return sendJson(res, 200, v)
    }
    if (p === '/__control/patch-team' && m === 'POST') {
      const user = userByEmail(b.email ?? '')
      const team = user && state.teams.find((t) => t.id === user.team_id)
      if (!team) return sendDetail(res, 404, 'Unknown account or team')
      if (typeof b.name === 'string') team.name = b.name
      dirty()
      return sendJson(res, 200, { id: team.id, name: team.name })
    }
    if (p === '/__control/clear-videos' && m === 'POST') {
      const user = userByEmail(b.email ?? '')
      if (!user) return sendDetail(res, 404, 'Unknown account')
      const gone = state.videos.filter((v) => v.team_id === user.team_id)
      state.videos = state.videos.filter((v) => v.team_id !== user.team_id)
      for (const v of gone) await rm(join(uploadsDir, v.id), { recursive: true, force: true })
      dirty()
      return sendJson(res, 200, { removed: gone.length })
    }
    return sendDetail(res, 404, 'Not Found')
  }

  // ---- API origin ----
  /** @param {Req} req @param {Res} res */
  const api = async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://double')
    applyCors(req, res, appOrigins)
    if (req.method === 'OPTIONS') {
      res.writeHead(204)
      return res.end()
    }
    if (url.pathname.startsWith('/__control/')) return control(req, res, url)
    const entry = logRequest('api', req, url, res)
    const method = req.method ?? 'GET'
    const candidates = routes.filter((r) => /** @type {RegExp} */ (r.re).test(url.pathname))
    const r = candidates.find(
      (c) => c.method === method || (method === 'HEAD' && c.method === 'GET'),
    )
    let bodyRead = false
    /** @type {unknown} */
    let body
    try {
      if (!r?.multipart) {
        const raw = await readBody(req)
        bodyRead = true
        if (raw.length) {
          const text = raw.toString('utf8')
          try {
            body = JSON.parse(text)
          } catch (err) {
            entry.body = text.slice(0, 2000)
            throw new HttpError(422, [
              {
                loc: ['body', 0],
                msg: 'JSON decode error',
                type: 'json_invalid',
                ctx: { error: String(/** @type {Error} */ (err).message) },
              },
            ])
          }
          entry.body = body
        }
      }
      const fault = takeFault(method, url.pathname, r?.pattern)
      if (fault && (await runFault(fault, req, res, 'api', bodyRead))) return
      if (!r) {
        if (!bodyRead) await drain(req)
        throw new HttpError(
          candidates.length ? 405 : 404,
          candidates.length ? 'Method Not Allowed' : 'Not Found',
        )
      }
      const m = /** @type {RegExpExecArray} */ (/** @type {RegExp} */ (r.re).exec(url.pathname))
      /** @type {Record<string, string>} */
      const params = {}
      for (const [i, n] of (r.names ?? []).entries()) params[n] = decodeURIComponent(m[i + 1])
      /** @type {any} */
      let auth = {}
      if (r.auth) {
        try {
          auth = authenticate(req)
        } catch (err) {
          if (!bodyRead) await drain(req)
          throw err
        }
      }
      const result = await r.handler({
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
  }

  // ---- storage origin ----
  /** @param {Req} req @param {Res} res */
  const storage = async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://double')
    applyCors(req, res, appOrigins)
    if (req.method === 'OPTIONS') {
      res.writeHead(204)
      return res.end()
    }
    const entry = logRequest('storage', req, url, res)
    const closeAfter = () => {
      res.setHeader('Connection', 'close')
    }
    const fault = takeFault(
      req.method ?? 'GET',
      url.pathname,
      url.pathname === '/upload' ? '/upload' : undefined,
    )
    if (fault && (await runFault(fault, req, res, 'storage', false))) return
    if (url.pathname !== '/upload' && url.pathname !== '/upload/') {
      closeAfter()
      req.resume()
      return sendS3Error(res, 404, 'NoSuchBucket', 'The specified bucket does not exist')
    }
    if (req.method !== 'POST') {
      req.resume()
      return sendS3Error(
        res,
        405,
        'MethodNotAllowed',
        'The specified method is not allowed against this resource.',
      )
    }
    if (req.headers.authorization !== undefined) {
      closeAfter()
      req.resume()
      return sendS3Error(
        res,
        400,
        'InvalidArgument',
        'Only one auth mechanism allowed; the Authorization header must not be sent with a presigned POST.',
      )
    }
    if (!/^multipart\/form-data/i.test(req.headers['content-type'] ?? '')) {
      closeAfter()
      req.resume()
      return sendS3Error(
        res,
        412,
        'PreconditionFailed',
        'Bucket POST must be of the enclosure-type multipart/form-data',
      )
    }
    const declared = Number(req.headers['content-length'] ?? 0)
    if (declared > MAX_VIDEO_BYTES + 256 * 1024) {
      closeAfter()
      sendS3Error(
        res,
        400,
        'EntityTooLarge',
        'Your proposed upload exceeds the maximum allowed size',
      )
      res.on('finish', () => req.destroy())
      return
    }
    /** @type {Record<string, string>} */
    const fields = {}
    /** @type {{ field: string, filename: string, size: number, mime: string }[]} */
    const files = []
    entry.body = { fields, files }
    /** @type {[number, string, string] | null} */
    let failure = null
    /** @typedef {{ video: Video, tmp: string, final: string, rec: typeof files[number], write: Promise<void>, tooBig: boolean }} UploadState */
    /** @type {UploadState | null} */
    let upload = null
    let aborted = false
    const bb = busboy({
      headers: req.headers,
      limits: { fileSize: MAX_VIDEO_BYTES, files: 1, fields: 50, fieldSize: 64 * 1024 },
    })
    const fail = (/** @type {[number, string, string]} */ e) => {
      if (failure) return
      failure = e
      closeAfter()
      sendS3Error(res, e[0], e[1], e[2])
    }
    bb.on('field', (name, value) => {
      fields[name] = value
    })
    bb.on('file', (name, stream, fileInfo) => {
      const rec = {
        field: name,
        filename: fileInfo.filename ?? '',
        size: 0,
        mime: fields['Content-Type'] ?? fileInfo.mimeType,
      }
      files.push(rec)
      if (failure || upload || name !== 'file') {
        stream.resume()
        return
      }
      const checked = checkTicket(fields)
      if ('error' in checked) {
        fail(checked.error)
        stream.resume()
        return
      }
      const dir = join(uploadsDir, checked.video.id)
      const tmp = join(dir, `.part-${randomToken(6)}`)
      const final = join(dir, /** @type {string} */ (checked.video.video_path))
      stream.on('data', (/** @type {Buffer} */ c) => {
        rec.size += c.length
      })
      const u = { video: checked.video, tmp, final, rec, tooBig: false, write: Promise.resolve() }
      stream.on('limit', () => {
        u.tooBig = true
      })
      mkdirSync(dir, { recursive: true })
      u.write = pipeline(stream, createWriteStream(tmp, { highWaterMark: 1024 * 1024 }))
      upload = u
    })
    req.on('aborted', () => {
      aborted = true
    })
    try {
      await new Promise((res2, rej) => {
        bb.on('close', res2)
        bb.on('error', rej)
        req.on('aborted', () => rej(new Error('aborted')))
        res.on('close', () => {
          if (!res.writableFinished) {
            aborted = true
            rej(new Error('aborted'))
          }
        })
        req.pipe(bb)
      })
      const u = /** @type {UploadState | null} */ (upload)
      if (u) await u.write
      if (aborted) throw new Error('aborted')
      if (!u) {
        if (!failure)
          fail([400, 'InvalidArgument', 'POST requires exactly one file upload per request.'])
        return
      }
      if (u.tooBig) {
        await unlink(u.tmp).catch(() => {})
        return fail([
          400,
          'EntityTooLarge',
          'Your proposed upload exceeds the maximum allowed size',
        ])
      }
      await rename(u.tmp, u.final)
      u.video.upload = {
        file: u.final.slice(uploadsDir.length + 1),
        size: u.rec.size,
        mime: u.rec.mime,
      }
      dirty()
      const etag = `"${sha1(`${u.video.id}:${u.rec.size}:${Date.now()}`).slice(0, 32)}"`
      // A header holds Latin-1 only: the key (e.g. an Arabic file name) is URL-encoded, as S3 does.
      const location = `${storageUrl}/upload/${encodeURIComponent(fields.key ?? '').replace(/%2F/g, '/')}`
      const wanted = fields.success_action_status
      if (wanted === '200' || wanted === '201') {
        const xml =
          wanted === '201'
            ? `<?xml version="1.0" encoding="UTF-8"?>\n<PostResponse><Location>${location}</Location><Bucket>${BUCKET}</Bucket><Key>${fields.key}</Key><ETag>${etag}</ETag></PostResponse>`
            : ''
        res.writeHead(Number(wanted), {
          ETag: etag,
          Location: location,
          'Content-Type': 'application/xml',
          'Content-Length': Buffer.byteLength(xml),
        })
        res.end(xml)
      } else {
        res.writeHead(204, { ETag: etag, Location: location })
        res.end()
      }
    } catch (_err) {
      const u = /** @type {UploadState | null} */ (upload)
      if (u) await unlink(u.tmp).catch(() => {})
      if (!aborted && !failure)
        fail([
          400,
          'MalformedPOSTRequest',
          'The body of your POST request is not well-formed multipart/form-data.',
        ])
    }
  }

  // ---- assets origin ----
  /**
   * @param {Req} req @param {Res} res
   * @param {{ data?: Buffer, file?: string, size: number, etag: string, type: string, cache: string, mtime?: Date }} src
   */
  const serveFile = (req, res, src) => {
    res.setHeader('Content-Type', src.type)
    res.setHeader('Cache-Control', src.cache)
    res.setHeader('ETag', src.etag)
    res.setHeader('Accept-Ranges', 'bytes')
    if (src.mtime) res.setHeader('Last-Modified', src.mtime.toUTCString())
    const inm = req.headers['if-none-match']
    if (inm?.split(',').some((t) => t.trim().replace(/^W\//, '') === src.etag)) {
      res.writeHead(304)
      return res.end()
    }
    let start = 0
    let end = src.size - 1
    let status = 200
    const range = req.headers.range
    const ifRange = req.headers['if-range']
    if (range && (!ifRange || ifRange === src.etag)) {
      const m = /^bytes=(\d*)-(\d*)$/.exec(range.trim())
      if (m && (m[1] || m[2])) {
        if (m[1]) {
          start = Number(m[1])
          end = m[2] ? Math.min(Number(m[2]), src.size - 1) : src.size - 1
        } else {
          start = Math.max(0, src.size - Number(m[2]))
        }
        if (start >= src.size || start > end) {
          res.writeHead(416, { 'Content-Range': `bytes */${src.size}` })
          return res.end()
        }
        status = 206
        res.setHeader('Content-Range', `bytes ${start}-${end}/${src.size}`)
      }
    }
    res.writeHead(status, { 'Content-Length': src.size === 0 ? 0 : end - start + 1 })
    if (req.method === 'HEAD' || src.size === 0) return res.end()
    if (src.data) return res.end(src.data.subarray(start, end + 1))
    createReadStream(/** @type {string} */ (src.file), { start, end }).pipe(res)
  }
  /** @param {Req} req @param {Res} res */
  const assets = async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://double')
    applyCors(req, res, appOrigins)
    if (req.method === 'OPTIONS') {
      res.writeHead(204)
      return res.end()
    }
    logRequest('assets', req, url, res)
    const m = /^\/assets\/data\/(output|input)\/([^/]+)\/(.+)$/.exec(url.pathname)
    const fault = takeFault(
      req.method ?? 'GET',
      url.pathname,
      m ? `/assets/data/${m[1]}/:id/*` : undefined,
    )
    if (fault && (await runFault(fault, req, res, 'assets', false))) return
    if (req.headers.authorization !== undefined)
      return sendDetail(res, 400, 'The assets origin does not accept an Authorization header')
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return sendDetail(res, 405, 'Method Not Allowed')
    if (!m) return sendDetail(res, 404, 'Not Found')
    let rel
    try {
      rel = decodeURIComponent(m[3])
    } catch {
      return sendDetail(res, 400, 'Bad path')
    }
    const id = decodeURIComponent(m[2])
    const v = findVideo(id)
    if (!v || rel.split('/').some((s) => s === '..' || s === ''))
      return sendDetail(res, 404, 'Not Found')
    const ext = extname(rel).toLowerCase()
    const h = hash32(`${id}/${rel}`)
    if (m[1] === 'input') {
      if (rel !== v.video_path || !v.upload) return sendDetail(res, 404, 'Not Found')
      if (v.upload.file) {
        const file = join(uploadsDir, v.upload.file)
        const st = await stat(file).catch(() => null)
        if (!st) return sendDetail(res, 404, 'Not Found')
        return serveFile(req, res, {
          file,
          size: st.size,
          etag: `"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`,
          type: MIME[ext] ?? 'video/mp4',
          cache: 'private, max-age=3600',
          mtime: st.mtime,
        })
      }
      const clip = clips[h % clips.length]
      return serveFile(req, res, {
        data: clip.data,
        size: clip.data.length,
        etag: clip.etag,
        type: MIME[ext] ?? 'video/mp4',
        cache: 'public, max-age=86400',
      })
    }
    if (rel === 'report/report.html') {
      if (!v.report_path) return sendDetail(res, 404, 'Not Found')
      const html = Buffer.from(renderReport(v, assetsUrl))
      return serveFile(req, res, {
        data: html,
        size: html.length,
        etag: `"${sha1(html).slice(0, 20)}"`,
        type: MIME['.html'],
        cache: 'no-cache',
      })
    }
    if (v.status !== 'completed' && !v.seeded) return sendDetail(res, 404, 'Not Found')
    if (ext === '.jpg' || ext === '.jpeg' || ext === '.png') {
      const img = pool[h % pool.length]
      return serveFile(req, res, {
        data: img.data,
        size: img.data.length,
        etag: img.etag,
        type: 'image/jpeg',
        cache: 'public, max-age=86400, immutable',
      })
    }
    if (ext === '.mp4' || ext === '.m4v' || ext === '.mov') {
      if (rel === 'trailer.mp4' && !v.trailer_path) return sendDetail(res, 404, 'Not Found')
      const clip = clips[h % clips.length]
      return serveFile(req, res, {
        data: clip.data,
        size: clip.data.length,
        etag: clip.etag,
        type: 'video/mp4',
        cache: 'public, max-age=86400',
      })
    }
    return sendDetail(res, 404, 'Not Found')
  }

  // ---- listen ----
  /** @param {(req: Req, res: Res) => Promise<unknown>} handler @param {number} port */
  const listen = (handler, port) =>
    new Promise((res, rej) => {
      const server = createServer((req, resp) => {
        handler(req, resp).catch((err) => {
          console.error('[api-double] unhandled', err)
          if (!resp.headersSent) sendDetail(resp, 500, 'Internal Server Error')
        })
      })
      server.requestTimeout = 0
      server.headersTimeout = 60_000
      server.once('error', rej)
      server.listen(port, host, () => res(server))
    })
  const urlHost =
    host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host
  /** @type {import('node:http').Server[]} */
  const servers = []
  try {
    for (const [h, p] of /** @type {const} */ ([
      [api, opts.apiPort ?? 0],
      [assets, opts.assetsPort ?? 0],
      [storage, opts.storagePort ?? 0],
    ]))
      servers.push(/** @type {import('node:http').Server} */ (await listen(h, p)))
  } catch (err) {
    for (const s of servers) s.close()
    clearTimers()
    throw err
  }
  const portOf = (/** @type {import('node:http').Server} */ s) =>
    /** @type {import('node:net').AddressInfo} */ (s.address()).port
  const apiUrl = `http://${urlHost}:${portOf(servers[0])}`
  assetsUrl = `http://${urlHost}:${portOf(servers[1])}`
  storageUrl = `http://${urlHost}:${portOf(servers[2])}`

  let closed = false
  return {
    apiUrl,
    assetsUrl,
    storageUrl,
    async close() {
      if (closed) return
      closed = true
      clearTimers()
      if (saveTimer) clearTimeout(saveTimer)
      saveTimer = null
      await Promise.all(
        servers.map(
          (s) =>
            new Promise((r) => {
              s.close(() => r(undefined))
              s.closeAllConnections()
            }),
        ),
      )
      if (stateFile) saveNow()
      else await rm(workDir, { recursive: true, force: true })
    },
  }
}

/** @param {Req} req */
function drain(req) {
  return new Promise((r) => {
    if (req.readableEnded) return r(undefined)
    req.on('end', r)
    req.on('close', r)
    req.resume()
  })
}

// ---- CLI ----
/** @param {string[]} argv */
function parseArgs(argv) {
  /** @type {Record<string, string[]>} */
  const out = {}
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]
    if (!a.startsWith('--')) continue
    const [k, inline] = a.slice(2).split('=', 2)
    const val = inline ?? (argv[i + 1] && !argv[i + 1].startsWith('--') ? argv[++i] : 'true')
    if (!out[k]) out[k] = []
    out[k].push(val)
  }
  return out
}

async function main() {
  const args = parseArgs(process.argv.slice(2))
  if (args.help) {
    console.log(
      'Usage: node tests/api-double/server.mjs [--api-port 8787] [--assets-port 8788] [--storage-port 8789]\n' +
        '  [--host 127.0.0.1] [--data-dir DIR] [--analysis-delay-ms 8000] [--trailer-delay-ms 6000]\n' +
        '  [--report-delay-ms 5000] [--token-ttl-seconds 3600] [--app-origin URL]... [--quiet]',
    )
    return
  }
  const one = (/** @type {string} */ k) => args[k]?.at(-1)
  const num = (
    /** @type {string} */ k,
    /** @type {string | undefined} */ env,
    /** @type {number | undefined} */ dflt,
  ) => {
    const v = one(k) ?? (env ? process.env[env] : undefined)
    return v === undefined || v === '' ? dflt : Number(v)
  }
  const handle = await startDouble({
    apiPort: num('api-port', 'DOUBLE_API_PORT', 8787),
    assetsPort: num('assets-port', 'DOUBLE_ASSETS_PORT', 8788),
    storagePort: num('storage-port', 'DOUBLE_STORAGE_PORT', 8789),
    host: one('host') ?? process.env.DOUBLE_HOST ?? '127.0.0.1',
    dataDir: one('data-dir') ?? (process.env.DOUBLE_DATA_DIR || undefined),
    analysisDelayMs: num('analysis-delay-ms', 'DOUBLE_ANALYSIS_DELAY_MS', undefined),
    trailerDelayMs: num('trailer-delay-ms', 'DOUBLE_TRAILER_DELAY_MS', undefined),
    reportDelayMs: num('report-delay-ms', 'DOUBLE_REPORT_DELAY_MS', undefined),
    tokenTtlSeconds: num('token-ttl-seconds', 'DOUBLE_TOKEN_TTL_SECONDS', undefined),
    appOrigins:
      args['app-origin'] ?? (process.env.DOUBLE_APP_ORIGIN ? [process.env.DOUBLE_APP_ORIGIN] : []),
    quiet: one('quiet') === 'true',
  })
  console.log(
    `API double ready api=${handle.apiUrl} assets=${handle.assetsUrl} storage=${handle.storageUrl}`,
  )
  console.log('Demo accounts:')
  for (const a of ACCOUNTS)
    console.log(`  ${a.email} / ${a.password}  (${a.full_name}, team ${a.team})`)
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await handle.close()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((err) => {
    console.error(err)
    process.exit(1)
  })
}

export { EMAIL_RE }
