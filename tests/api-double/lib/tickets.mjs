// @ts-check
// Storage tickets: S3-style presigned POSTs (policy + HMAC signature) that `POST /api/videos`
// issues and the storage origin checks.
import { createHmac } from 'node:crypto'

/** @typedef {import('./context.mjs').Double} Double */
/** @typedef {import('./video.mjs').Video} Video */
/** @typedef {[status: number, code: string, message: string]} S3Error */

export const MAX_VIDEO_BYTES = 5120 * 1024 * 1024
export const BUCKET = 'video-insight-double'
const ACCESS_KEY = 'DOUBLEACCESSKEY0000'
const REGION = 'eu-central-1'
/** The fields every ticket carries and every storage POST must send back. */
export const TICKET_FIELDS = [
  'key',
  'policy',
  'x-amz-algorithm',
  'x-amz-credential',
  'x-amz-date',
  'x-amz-signature',
]

/** @param {Double} double @param {string} text */
const sign = ({ store }, text) =>
  createHmac('sha256', store.state.secret).update(text).digest('hex')

/** @param {Double} double @param {Video} v */
export function makeTicket(double, v) {
  const { config } = double
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
  const expiration = new Date(now.getTime() + config.ticketTtlSeconds * 1000).toISOString()
  const policy = Buffer.from(JSON.stringify({ expiration, conditions })).toString('base64')
  fields.policy = policy
  fields['x-amz-signature'] = sign(double, policy)
  return { url: `${double.urls.storage}/upload`, fields }
}

/** @param {string} condition */
const conditionFailed = (condition) =>
  /** @type {{ error: S3Error }} */ ({
    error: [
      403,
      'AccessDenied',
      `Invalid according to Policy: Policy Condition failed: ${condition}`,
    ],
  })

/**
 * Checks the ticket fields of a storage POST: an S3 error, or the target video.
 * @param {Double} double @param {Record<string, string>} f
 * @returns {{ error: S3Error } | { video: Video, key: string }}
 */
export function checkTicket(double, f) {
  for (const name of TICKET_FIELDS)
    if (typeof f[name] !== 'string')
      return {
        error: [
          400,
          'InvalidArgument',
          `Bucket POST must contain a field named '${name}'. If it is specified, please check the order of the fields.`,
        ],
      }
  const expected = sign(double, f.policy)
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
      return conditionFailed(JSON.stringify(c))
    if (c && !Array.isArray(c) && typeof c === 'object')
      for (const [k, val] of Object.entries(c))
        if (k !== 'bucket' && f[k] !== val) return conditionFailed(`["eq", "$${k}", "${val}"]`)
  }
  const m = /^input\/([^/]+)\/(.+)$/.exec(f.key)
  const video = m ? double.store.findVideo(m[1]) : undefined
  if (!video || !m || m[2] !== video.video_path)
    return { error: [403, 'AccessDenied', 'Invalid according to Policy: unknown key.'] }
  return { video, key: f.key }
}
