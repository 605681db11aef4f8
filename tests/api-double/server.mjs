#!/usr/bin/env node
// @ts-check
// The API double: a stand-in for the product's backend with three origins (API, assets,
// storage). It does not analyse video content; it simulates the pipeline's timing and the
// shapes of its results. See README.md in this folder for the wire contract.
//
// This file wires the parts together and listens; each concern lives in its own module:
//   lib/      store (state, persistence), router, auth, tickets, request log, faults, helpers
//   routes/   the API by resource: auth, videos, people, search, reports, and control
//   origins/  the three servers: api, storage, assets
//   sim/      the simulation: the seeded library (tables.mjs, library.mjs), the analysis, jobs
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { configFrom } from './lib/context.mjs'
import { Faults } from './lib/faults.mjs'
import { RequestLog } from './lib/request-log.mjs'
import { Router } from './lib/router.mjs'
import { Store } from './lib/store.mjs'
import { isLoopbackHost, sendDetail } from './lib/util.mjs'
import { apiOrigin } from './origins/api.mjs'
import { assetsOrigin } from './origins/assets.mjs'
import { storageOrigin } from './origins/storage.mjs'
import { authRoutes } from './routes/auth.mjs'
import { controlRoutes } from './routes/control.mjs'
import { peopleRoutes } from './routes/people.mjs'
import { reportRoutes } from './routes/reports.mjs'
import { searchRoutes } from './routes/search.mjs'
import { videoRoutes } from './routes/videos.mjs'
import { startDemo } from './sim/demo.mjs'
import { findFfmpeg } from './sim/ffmpeg.mjs'
import { Footage } from './sim/footage.mjs'
import { Jobs } from './sim/jobs.mjs'
import { MediaWork } from './sim/media.mjs'

export { MAX_VIDEO_BYTES, TICKET_FIELDS } from './lib/tickets.mjs'
export { EMAIL_RE } from './lib/validate.mjs'

/** @typedef {import('node:http').IncomingMessage} Req */
/** @typedef {import('node:http').ServerResponse} Res */
/**
 * @typedef {{
 *   apiPort?: number, assetsPort?: number, storagePort?: number, host?: string, dataDir?: string,
 *   analysisDelayMs?: number, trailerDelayMs?: number, reportDelayMs?: number, tokenTtlSeconds?: number,
 *   storageBytesPerSecond?: number, latencyMs?: number, revokeOnRefresh?: boolean, appOrigins?: string[], quiet?: boolean, control?: boolean,
 *   demo?: boolean, demoWindowMs?: number, ffmpeg?: boolean | string, mediaTimeLimitMs?: number,
 *   footageDir?: string,
 * }} DoubleOptions
 * @typedef {{ apiUrl: string, assetsUrl: string, storageUrl: string, close: () => Promise<void> }} DoubleHandle
 */

/** @param {(req: Req, res: Res) => Promise<unknown>} handler @param {number} port @param {string} host */
function listen(handler, port, host) {
  return /** @type {Promise<import('node:http').Server>} */ (
    new Promise((res, rej) => {
      // Bound to this computer alone, every origin answers only requests addressed to it: a page
      // elsewhere whose name resolves here (DNS rebinding) reaches nothing. Bound to a network,
      // any name the network uses is fine.
      const loopbackOnly = isLoopbackHost(host.includes(':') ? `[${host}]` : host)
      const server = createServer((req, resp) => {
        if (loopbackOnly && !isLoopbackHost(req.headers.host)) {
          sendDetail(resp, 421, 'This server answers only requests addressed to this computer')
          return
        }
        handler(req, resp).catch((err) => {
          console.error('[api-double] unhandled', err)
          if (!resp.headersSent) sendDetail(resp, 500, 'Internal Server Error')
        })
      })
      server.requestTimeout = 0
      server.headersTimeout = 60_000
      // Idle keep-alive sockets stay open longer than a test (45 s) and under the headers
      // timeout: a client that reuses one (the e2e `request` fixture) must not send on it as the
      // server closes it (ECONNRESET), which Node's 5 s default left to luck on a busy machine.
      server.keepAliveTimeout = 50_000
      server.once('error', rej)
      server.listen(port, host, () => res(server))
    })
  )
}

/**
 * Start the three servers.
 * @param {DoubleOptions} [opts]
 * @returns {Promise<DoubleHandle>}
 */
export async function startDouble(opts = {}) {
  const host = opts.host ?? '127.0.0.1'
  const dataDir = opts.dataDir ? resolve(opts.dataDir) : undefined
  const workDir = dataDir ?? (await mkdtemp(join(tmpdir(), 'api-double-')))
  const uploadsDir = join(workDir, 'uploads')
  await mkdir(uploadsDir, { recursive: true })
  const store = new Store(dataDir ? join(dataDir, 'state.json') : undefined)
  await store.load()
  const initialConfig = Object.freeze(configFrom(opts))

  /** @type {import('./lib/context.mjs').Double} */
  const double = {
    store,
    config: { ...initialConfig },
    initialConfig,
    info: (...args) => {
      if (!opts.quiet) console.log('[api-double]', ...args)
    },
    uploadsDir,
    urls: { api: '', assets: '', storage: '' },
    appOrigins: opts.appOrigins ?? [],
    log: new RequestLog(),
    faults: new Faults(),
    jobs: /** @type {any} */ (null),
    media: /** @type {any} */ (null),
    footage: /** @type {any} */ (null),
    demo: opts.demo ? { windowMs: opts.demoWindowMs ?? 60_000 } : null,
  }
  double.jobs = new Jobs(double)
  // An upload's own pictures need ffmpeg: found on the PATH unless `ffmpeg` says otherwise.
  const ffmpeg =
    opts.ffmpeg === false
      ? null
      : findFfmpeg(typeof opts.ffmpeg === 'string' ? opts.ffmpeg : undefined)
  double.media = new MediaWork(double, ffmpeg, opts.mediaTimeLimitMs)
  // Footage made to length is kept with the data, or else where every double can reuse it.
  double.footage = new Footage(
    ffmpeg,
    opts.footageDir ?? (dataDir ? join(dataDir, 'footage') : join(tmpdir(), 'api-double-footage')),
  )
  double.jobs.resume()
  if (double.demo) startDemo(double, double.demo.windowMs)

  const router = new Router()
  for (const add of [authRoutes, videoRoutes, peopleRoutes, searchRoutes, reportRoutes])
    add(router, double)

  // Control endpoints only when asked for (tests, --control): never under npm start.
  const control = opts.control ? controlRoutes(double) : null
  /** @type {import('node:http').Server[]} */
  const servers = []
  try {
    servers.push(await listen(apiOrigin(double, router, control), opts.apiPort ?? 0, host))
    servers.push(await listen(assetsOrigin(double), opts.assetsPort ?? 0, host))
    servers.push(await listen(storageOrigin(double), opts.storagePort ?? 0, host))
  } catch (err) {
    for (const s of servers) s.close()
    double.jobs.clear()
    double.media.clear()
    double.footage.close()
    throw err
  }
  const urlHost =
    host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host
  const [api, assets, storage] = servers.map(
    (s) => `http://${urlHost}:${/** @type {import('node:net').AddressInfo} */ (s.address()).port}`,
  )
  double.urls = { api, assets, storage }

  let closed = false
  return {
    apiUrl: api,
    assetsUrl: assets,
    storageUrl: storage,
    async close() {
      if (closed) return
      closed = true
      double.jobs.clear()
      await double.media.clear()
      await double.footage.close()
      await Promise.all(
        servers.map(
          (s) =>
            new Promise((r) => {
              s.close(() => r(undefined))
              s.closeAllConnections()
            }),
        ),
      )
      if (dataDir) store.flush()
      else await rm(workDir, { recursive: true, force: true })
    },
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const { runCli } = await import('./lib/cli.mjs')
  runCli(startDouble).catch((err) => {
    console.error(err)
    process.exit(1)
  })
}
