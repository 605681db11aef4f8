// @ts-check
// `POST /api/videos/{id}/upload-people-images`: multipart, per person a `names` field then an
// `images` file; JPEG, PNG or SVG up to 10 MB each.
import { createWriteStream } from 'node:fs'
import { mkdir, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import busboy from 'busboy'
import { teamVideo } from '../lib/access.mjs'
import { redact } from '../lib/redact.mjs'
import { drain, HttpError, randomToken } from '../lib/util.mjs'

/** @typedef {import('../lib/validate.mjs').ErrorItem} ErrorItem */
/** @typedef {{ field: string, filename: string, size: number, mime: string, file: string, tooBig: boolean }} Part */

const MAX_IMAGE_BYTES = 10 * 1024 * 1024

/**
 * Reads the multipart body to files in `dir`.
 * @param {import('node:http').IncomingMessage} req @param {string} dir
 */
async function readParts(req, dir) {
  /** @type {string[]} */
  const names = []
  /** @type {Part[]} */
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
  await new Promise((resolve, reject) => {
    bb.on('close', resolve)
    bb.on('error', reject)
    req.pipe(bb)
  }).catch(() => {
    throw new HttpError(422, [
      { loc: ['body'], msg: 'Malformed multipart body', type: 'value_error' },
    ])
  })
  await Promise.all(writes)
  return { names, files, fields }
}

/** Every problem of the pairs, pydantic-style. @param {string[]} names @param {Part[]} images */
function problems(names, images) {
  /** @type {ErrorItem[]} */
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
  return errors
}

/** @param {import('../lib/router.mjs').Router} router @param {import('../lib/context.mjs').Double} double */
export function peopleRoutes(router, double) {
  router.add(
    'POST',
    '/api/videos/:id/upload-people-images',
    true,
    async ({ req, params, user, entry }) => {
      const v = teamVideo(double, user, params.id)
      if (!/^multipart\/form-data/i.test(req.headers['content-type'] ?? '')) {
        await drain(req)
        throw new HttpError(422, [
          { loc: ['body', 'images'], msg: 'Expected multipart/form-data', type: 'value_error' },
        ])
      }
      const dir = join(double.uploadsDir, v.id, 'people')
      await mkdir(dir, { recursive: true })
      const { names, files, fields } = await readParts(req, dir)
      entry.body = {
        fields: redact(fields),
        files: files.map(({ field, filename, size, mime }) => ({ field, filename, size, mime })),
      }
      const images = files.filter((f) => f.field === 'images' || f.field === 'images[]')
      const errors = problems(names, images)
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
      double.store.dirty()
      return { message: 'People images uploaded', people: v.people.map((p) => ({ name: p.name })) }
    },
    { multipart: true },
  )
}
