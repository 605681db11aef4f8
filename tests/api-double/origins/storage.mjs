// @ts-check
// The storage origin: `POST /upload`, the presigned-POST endpoint of a storage ticket. The file
// part is streamed to disk (busboy → file), so memory stays flat for any size.
import { createWriteStream, mkdirSync } from 'node:fs'
import { rename, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import busboy from 'busboy'
import { bodyUnder } from '../lib/faults.mjs'
import { isSecretKey, REDACTED } from '../lib/redact.mjs'
import { throttle } from '../lib/throttle.mjs'
import { BUCKET, checkTicket, MAX_VIDEO_BYTES } from '../lib/tickets.mjs'
import { corsOrigin, randomToken, sendS3Error, sha1 } from '../lib/util.mjs'

/** @typedef {import('node:http').IncomingMessage} Req */
/** @typedef {import('node:http').ServerResponse} Res */
/** @typedef {import('../lib/tickets.mjs').S3Error} S3Error */
/** @typedef {{ field: string, filename: string, size: number, mime: string }} FilePart */
/** @typedef {{ video: import('../lib/video.mjs').Video, tmp: string, final: string, rec: FilePart, write: Promise<void>, tooBig: boolean }} UploadState */

/**
 * Refusals that need no body: wrong path, method, Authorization header, content type, size.
 * @param {Req} req @param {string} pathname @returns {S3Error | null}
 */
function refusal(req, pathname) {
  if (pathname !== '/upload' && pathname !== '/upload/')
    return [404, 'NoSuchBucket', 'The specified bucket does not exist']
  if (req.method !== 'POST')
    return [405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.']
  if (req.headers.authorization !== undefined)
    return [
      400,
      'InvalidArgument',
      'Only one auth mechanism allowed; the Authorization header must not be sent with a presigned POST.',
    ]
  if (!/^multipart\/form-data/i.test(req.headers['content-type'] ?? ''))
    return [
      412,
      'PreconditionFailed',
      'Bucket POST must be of the enclosure-type multipart/form-data',
    ]
  return null
}

/** @param {import('../lib/context.mjs').Double} double */
export function storageOrigin(double) {
  const { log, faults, uploadsDir, store } = double

  /** The S3 answer to a stored file. @param {Res} res @param {Record<string, string>} fields @param {FilePart} rec @param {string} videoId */
  const answerStored = (res, fields, rec, videoId) => {
    const etag = `"${sha1(`${videoId}:${rec.size}:${Date.now()}`).slice(0, 32)}"`
    // A header holds Latin-1 only: the key (e.g. an Arabic file name) is URL-encoded, as S3 does.
    const location = `${double.urls.storage}/upload/${encodeURIComponent(fields.key ?? '').replace(/%2F/g, '/')}`
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
  }

  return corsOrigin(double, async (req, res, url) => {
    const entry = log.record('storage', req, url, res)
    const closeAfter = () => res.setHeader('Connection', 'close')
    const fault = faults.take(
      req.method ?? 'GET',
      url.pathname,
      url.pathname === '/upload' ? '/upload' : undefined,
    )
    if (fault && (await faults.run(fault, req, res, 'storage', false))) return
    const refused = refusal(req, url.pathname)
    if (refused) {
      if (refused[0] !== 405) closeAfter()
      req.resume()
      return sendS3Error(res, ...refused)
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
    /** @type {FilePart[]} */
    const files = []
    /** @type {Record<string, string>} what the log shows (the signature redacted) */
    const logged = {}
    entry.body = { fields: logged, files }
    /** @type {S3Error | null} */
    let failure = null
    /** @type {UploadState | null} */
    let upload = null
    let aborted = false
    const bb = busboy({
      headers: req.headers,
      limits: { fileSize: MAX_VIDEO_BYTES, files: 1, fields: 50, fieldSize: 64 * 1024 },
    })
    const fail = (/** @type {S3Error} */ e) => {
      if (failure) return
      failure = e
      closeAfter()
      sendS3Error(res, e[0], e[1], e[2])
    }
    bb.on('field', (name, value) => {
      fields[name] = value
      logged[name] = isSecretKey(name) ? REDACTED : value
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
      const checked = checkTicket(double, fields)
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
      await new Promise((resolve, reject) => {
        bb.on('close', resolve)
        bb.on('error', reject)
        req.on('aborted', () => reject(new Error('aborted')))
        res.on('close', () => {
          if (!res.writableFinished) {
            aborted = true
            reject(new Error('aborted'))
          }
        })
        const body = bodyUnder(fault, req)
        const rate = double.config.storageBytesPerSecond
        if (rate > 0) body.pipe(throttle(rate)).pipe(bb)
        else body.pipe(bb)
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
      double.media.start(u.video) // off the request path: the answer does not wait for it
      store.dirty()
      answerStored(res, fields, u.rec, u.video.id)
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
  })
}
