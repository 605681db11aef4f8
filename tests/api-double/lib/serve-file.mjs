// @ts-check
// Serves bytes or a file with the headers a CDN gives: Content-Type, Cache-Control, ETag
// (304 on If-None-Match) and byte ranges (206, 416).
import { createReadStream } from 'node:fs'
import { Readable } from 'node:stream'
import { cutAfter } from './faults.mjs'
import { throttle } from './throttle.mjs'

/** @typedef {{ data?: Buffer, file?: string, size: number, etag: string, type: string, cache: string, mtime?: Date }} Source */

/**
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {Source} src
 * @param {number} [bytesPerSecond] the body's rate (0 or none: as fast as the network goes)
 * @param {number} [dropAfterBytes] the connection goes after about this many body bytes (a
 *   network lost in the middle of a download; 0 or none: the whole body)
 */
export function serveFile(req, res, src, bytesPerSecond = 0, dropAfterBytes = 0) {
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
      } else start = Math.max(0, src.size - Number(m[2]))
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
  const slice = src.data?.subarray(start, end + 1)
  if (bytesPerSecond <= 0 && dropAfterBytes <= 0) {
    if (slice) return res.end(slice)
    return createReadStream(/** @type {string} */ (src.file), { start, end }).pipe(res)
  }
  /** @type {import('node:stream').Readable[]} */
  const stages = [
    slice
      ? Readable.from([slice])
      : createReadStream(/** @type {string} */ (src.file), { start, end }),
  ]
  if (bytesPerSecond > 0) stages.push(throttle(bytesPerSecond))
  if (dropAfterBytes > 0) stages.push(cutAfter(dropAfterBytes, () => res.destroy()))
  const body = stages.reduce((from, to) =>
    from.pipe(/** @type {import('node:stream').Transform} */ (to)),
  )
  // A client that goes away must not keep the throttle's timers running.
  res.on('close', () => {
    for (const stage of stages) stage.destroy()
  })
  body.pipe(res)
}
