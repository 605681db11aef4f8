// @ts-check
// The assets origin: `/assets/data/output/{videoId}/{path}` (thumbnails, frames, scene clips,
// trailer, report) and `/assets/data/input/{videoId}/{video_path}` (the upload). Images and
// clips of the stock media pool in media/ stand in for the analysis output: any path of an
// existing video maps onto one picture or clip of the drawn subject that path shows
// (sim/pictures.mjs), the picture chosen by a hash of id + path. A seeded video's upload and
// the scene clips made from stock are footage as long as the record says (sim/footage.mjs),
// or the drawn 4-second clip where ffmpeg is missing.
import { readdirSync, readFileSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import { dirname, extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { reportLinkValid } from '../lib/access.mjs'
import { renderReport } from '../lib/report.mjs'
import { serveFile } from '../lib/serve-file.mjs'
import { corsOrigin, hash32, MIME, sendDetail, sha1 } from '../lib/util.mjs'
import { clipSegments, fullSegments } from '../sim/footage.mjs'
import { snapshotFor } from '../sim/pictures.mjs'

/** @typedef {import('node:http').IncomingMessage} Req */
/** @typedef {import('node:http').ServerResponse} Res */
/** @typedef {{ name: string, data: Buffer, etag: string }} Stock */
/** @typedef {import('../lib/video.mjs').Video} Video */

export const MEDIA_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'media')
/**
 * Every answer of this origin: revalidated before any reuse, as object storage behind a CDN
 * answers (with `Vary: Origin` and CORS, lib/util.mjs). The browser's HTTP cache can then never
 * stand in for the service worker offline (docs/decisions.md, "The field our tests imitate").
 */
const ASSET_CACHE = 'no-cache'

/**
 * The stock media in memory: stills (`{subject}-{n}.jpg`) and clips (`{subject}.mp4`), and a
 * way to pick one for a subject (any of the kind when the subject has none).
 */
function loadStock() {
  const names = readdirSync(MEDIA_DIR).sort()
  /** @param {string} ext */
  const load = (ext) => {
    /** @type {Stock[]} */
    const all = names
      .filter((f) => f.endsWith(ext))
      .map((name) => {
        const data = readFileSync(join(MEDIA_DIR, name))
        return { name, data, etag: `"${sha1(data).slice(0, 20)}"` }
      })
    /** @type {Map<string, Stock[]>} */
    const bySubject = new Map()
    for (const s of all) {
      const subject = s.name.slice(0, -ext.length).replace(/-\d+$/, '')
      bySubject.set(subject, [...(bySubject.get(subject) ?? []), s])
    }
    /** @param {string | null} subject @param {number} h */
    return (subject, h) => {
      const pool = bySubject.get(subject ?? '') ?? all
      return pool[h % pool.length]
    }
  }
  return { still: load('.jpg'), clip: load('.mp4') }
}

/** @param {Stock} s @param {string} type @param {string} cache */
const fromStock = (s, type, cache) => ({
  data: s.data,
  size: s.data.length,
  etag: s.etag,
  type,
  cache,
})

/** @param {import('../lib/context.mjs').Double} double */
export function assetsOrigin(double) {
  const { log, faults, store, uploadsDir, footage } = double
  const { still, clip } = loadStock()

  /**
   * The still shown for a path of a video, as a file for ffmpeg.
   * @param {Video} v @returns {(rel: string) => import('../sim/footage.mjs').Still}
   */
  const stillsOf = (v) => (rel) => {
    const s = still(snapshotFor(v, rel), hash32(`${v.id}/${rel}`))
    return { file: join(MEDIA_DIR, s.name), etag: s.etag }
  }

  /** Answers whose connection a `dropAfterBytes` fault cuts in the middle of the body. */
  const cuts = new WeakMap()

  /**
   * Serves bytes as the CDN does; a video's body at `videoBytesPerSecond` when that is set, cut
   * short under a `dropAfterBytes` fault.
   * @param {Req} req @param {Res} res @param {import('../lib/serve-file.mjs').Source} src
   */
  const send = (req, res, src) =>
    serveFile(
      req,
      res,
      src,
      src.type.startsWith('video/') ? double.config.videoBytesPerSecond : 0,
      cuts.get(req),
    )

  /**
   * Footage made to length (sim/footage.mjs), or `stock` where it cannot be made.
   * @param {Req} req @param {Res} res @param {import('../sim/footage.mjs').Segment[]} segments
   * @param {import('../lib/serve-file.mjs').Source} stock
   */
  const serveFootage = async (req, res, segments, stock) => {
    const file = await footage.file(segments)
    if (file) return serveUpload(req, res, file, '.mp4')
    send(req, res, stock)
  }

  /** An uploaded file, or a picture or clip cut out of it. @param {Req} req @param {Res} res @param {string} file @param {string} ext */
  const serveUpload = async (req, res, file, ext) => {
    const st = await stat(file).catch(() => null)
    if (!st) return sendDetail(res, 404, 'Not Found')
    send(req, res, {
      file,
      size: st.size,
      etag: `"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`,
      type: MIME[ext] ?? 'video/mp4',
      cache: ASSET_CACHE,
      mtime: st.mtime,
    })
  }

  return corsOrigin(double, async (req, res, url) => {
    log.record('assets', req, url, res)
    const m = /^\/assets\/data\/(output|input)\/([^/]+)\/(.+)$/.exec(url.pathname)
    const fault = faults.take(
      req.method ?? 'GET',
      url.pathname,
      m ? `/assets/data/${m[1]}/:id/*` : undefined,
      req.headers.range,
    )
    if (fault && (await faults.run(fault, req, res, 'assets', false))) return
    if (fault?.dropAfterBytes) cuts.set(req, fault.dropAfterBytes)
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
    const v = store.findVideo(id)
    // Only plain relative paths inside the video's folder: no `..`, empty or dot segment, and no
    // backslash or NUL, which some file systems or decoders take as a separator or an end.
    if (!v || /[\\\0]/.test(rel) || rel.split('/').some((s) => s === '..' || s === '.' || s === ''))
      return sendDetail(res, 404, 'Not Found')
    const ext = extname(rel).toLowerCase()
    const h = hash32(`${id}/${rel}`)
    const subject = snapshotFor(v, rel)
    if (m[1] === 'input') {
      if (rel !== v.video_path || !v.upload) return sendDetail(res, 404, 'Not Found')
      if (v.upload.file) return serveUpload(req, res, join(uploadsDir, v.upload.file), ext)
      // a seeded video's "upload": its footage, as long as its record says
      const stock = fromStock(clip(subject, h), MIME[ext] ?? 'video/mp4', ASSET_CACHE)
      return serveFootage(req, res, fullSegments(v, stillsOf(v)), stock)
    }
    if (rel === 'report/report.html') {
      // like the API's report page, but this origin takes no bearer: the signed link only
      const q = url.searchParams
      if (
        !reportLinkValid(double, id, q.get('expires') ?? undefined, q.get('signature') ?? undefined)
      )
        return sendDetail(res, 403, 'The report link is invalid or has expired')
      if (!v.report_path) return sendDetail(res, 404, 'Not Found')
      const html = Buffer.from(renderReport(v, double.urls.assets))
      return send(req, res, {
        data: html,
        size: html.length,
        etag: `"${sha1(html).slice(0, 20)}"`,
        type: MIME['.html'],
        cache: ASSET_CACHE,
      })
    }
    if (v.status !== 'completed' && !v.seeded) return sendDetail(res, 404, 'Not Found')
    // an upload's own pictures and clips, cut out of the file by ffmpeg (sim/media.mjs)
    if (v.media && rel !== 'trailer.mp4') {
      const own = join(double.media.outputDir(v.id), rel)
      if (
        await stat(own)
          .then((st) => st.isFile())
          .catch(() => false)
      )
        return serveUpload(req, res, own, ext)
    }
    if (ext === '.jpg' || ext === '.jpeg' || ext === '.png')
      return send(req, res, fromStock(still(subject, h), 'image/jpeg', ASSET_CACHE))
    if (ext === '.mp4' || ext === '.m4v' || ext === '.mov') {
      if (rel === 'trailer.mp4' && !v.trailer_path) return sendDetail(res, 404, 'Not Found')
      const stock = fromStock(clip(subject, h), 'video/mp4', ASSET_CACHE)
      const scene = /^scenes\/(\d+)\/[^/]+$/.exec(rel)?.[1]
      if (scene === undefined) return send(req, res, stock) // the trailer
      return serveFootage(req, res, clipSegments(v, Number(scene), stillsOf(v)), stock)
    }
    return sendDetail(res, 404, 'Not Found')
  })
}
