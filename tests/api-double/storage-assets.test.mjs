// @ts-check
import { Agent, request } from 'node:http'
import { describe, expect, it } from 'vitest'
import {
  call,
  control,
  rawPost,
  reset,
  setUpDouble,
  statusOf,
  uploadToTicket,
} from './test-helpers.mjs'

const d = setUpDouble()

/** @returns {Promise<{ id: string, post_url: { url: string, fields: Record<string, string> } }>} */
async function createVideo(filename = 'ticket.mp4') {
  const c = await call(d, 'POST', '/api/videos', {
    token: d.token,
    body: {
      filename,
      video_length: 5,
      video_date: '2025-01-01T00:00:00Z',
      output_language: 'en',
      about_this_video: '',
    },
  })
  expect(c.status).toBe(201)
  return c.body
}

describe('storage tickets', () => {
  it('issues an S3-style presigned POST whose policy carries expiration and a 5120 MB range', async () => {
    const { id, post_url } = await createVideo()
    expect(post_url.fields.key).toBe(`input/${id}/ticket.mp4`)
    expect(post_url.fields['x-amz-algorithm']).toBe('AWS4-HMAC-SHA256')
    expect(post_url.fields['x-amz-signature']).toMatch(/^[0-9a-f]{64}$/)
    const policy = JSON.parse(Buffer.from(post_url.fields.policy, 'base64').toString('utf8'))
    expect(Date.parse(policy.expiration)).toBeGreaterThan(Date.now())
    expect(policy.conditions).toContainEqual(['content-length-range', 0, 5120 * 1024 * 1024])
    expect(policy.conditions).toContainEqual(['eq', '$key', post_url.fields.key])
  })

  it('refuses a wrong signature with a 403 S3 error', async () => {
    const { post_url } = await createVideo()
    const sig = post_url.fields['x-amz-signature']
    const r = await uploadToTicket(
      {
        ...post_url,
        fields: {
          ...post_url.fields,
          'x-amz-signature': sig.replace(/.$/, sig.endsWith('0') ? '1' : '0'),
        },
      },
      'abc',
    )
    expect(r.status).toBe(403)
    expect(r.headers.get('content-type')).toBe('application/xml')
    expect(r.text).toContain('<Code>SignatureDoesNotMatch</Code>')
  })

  it('refuses a key that differs from the signed policy', async () => {
    const a = await createVideo('a.mp4')
    const b = await createVideo('b.mp4')
    const r = await uploadToTicket(
      { ...a.post_url, fields: { ...a.post_url.fields, key: b.post_url.fields.key } },
      'abc',
    )
    expect(r.status).toBe(403)
    expect(r.text).toContain('AccessDenied')
  })

  it('refuses an expired ticket', async () => {
    await control(d, '/__control/config', { ticketTtlSeconds: -1 })
    const { id, post_url } = await createVideo()
    const r = await uploadToTicket(post_url, 'abc')
    expect(r.status).toBe(403)
    expect(r.text).toContain('Policy expired')
    const inProgress = { token: d.token, body: { status: 'in_progress' } }
    expect(await statusOf(d, 'PUT', `/api/videos/${id}/update-status`, inProgress)).toBe(409)
  })

  it('refuses a request carrying an Authorization header', async () => {
    const { post_url } = await createVideo()
    const r = await uploadToTicket(post_url, 'abc', {
      headers: { Authorization: `Bearer ${d.token}` },
    })
    expect(r.status).toBe(400)
    expect(r.text).toContain('InvalidArgument')
  })

  it('refuses a file over 5120 MB up front (EntityTooLarge)', async () => {
    const { post_url } = await createVideo()
    // Only the headers go: the double must refuse on the declared length alone.
    const { req, response } = rawPost(post_url.url, {
      'Content-Type': 'multipart/form-data; boundary=xyz',
      'Content-Length': String(5121 * 1024 * 1024),
    })
    req.flushHeaders()
    const answer = await response
    let text = ''
    for await (const chunk of answer) text += chunk
    req.destroy()
    expect({ status: answer.statusCode, text }).toMatchObject({
      status: 400,
      text: expect.stringContaining('EntityTooLarge'),
    })
  })

  it('answers 204 by default and the status success_action_status asks for', async () => {
    const a = await createVideo()
    const ok = await uploadToTicket(a.post_url, 'abc')
    expect(ok.status).toBe(204)
    expect(ok.headers.get('etag')).toBeTruthy()
    await control(d, '/__control/config', { ticketSuccessActionStatus: '201' })
    const b = await createVideo()
    expect(b.post_url.fields.success_action_status).toBe('201')
    const created = await uploadToTicket(b.post_url, 'abc')
    expect(created.status).toBe(201)
    expect(created.text).toContain('<PostResponse>')
    await control(d, '/__control/config', { ticketSuccessActionStatus: '200' })
    const c = await createVideo()
    expect((await uploadToTicket(c.post_url, 'abc')).status).toBe(200)
  })

  it('stores a file whose name is not Latin-1 and answers its URL-encoded Location', async () => {
    const a = await createVideo('مرحبا שלום 動画.mp4')
    const up = await uploadToTicket(a.post_url, 'abc', { filename: 'مرحبا שלום 動画.mp4' })
    expect(up.status).toBe(204)
    const location = up.headers.get('location') ?? ''
    expect(decodeURIComponent(location)).toContain(a.post_url.fields.key)
  })

  it('can be throttled to a rate in bytes per second, and reset lifts it', async () => {
    await control(d, '/__control/config', { storageBytesPerSecond: 40_000 })
    const { post_url } = await createVideo()
    const started = Date.now()
    expect((await uploadToTicket(post_url, new Uint8Array(20_000))).status).toBe(204)
    expect(Date.now() - started).toBeGreaterThanOrEqual(450) // 20 KB + the fields at 40 KB/s
    await reset(d)
    expect((await control(d, '/__control/config')).body.storageBytesPerSecond).toBe(0)
  })

  it('refuses a POST without a file part and logs uploads without the file contents', async () => {
    const { post_url } = await createVideo()
    const form = new FormData()
    for (const [k, v] of Object.entries(post_url.fields)) form.append(k, v)
    const r = await fetch(post_url.url, { method: 'POST', body: form })
    expect(r.status).toBe(400)
    await uploadToTicket(post_url, 'twelve bytes')
    const log = (await control(d, '/__control/requests?origin=storage')).body
    const last = log.at(-1)
    expect(last).toMatchObject({
      origin: 'storage',
      method: 'POST',
      path: '/upload',
      status: 204,
      headers: { authorization: false },
    })
    expect(last.body.files).toEqual([
      { field: 'file', filename: 'clip.mp4', size: 12, mime: 'video/mp4' },
    ])
    expect(last.body.fields.key).toBe(post_url.fields.key)
  })
})

describe('assets origin', () => {
  /** @returns {Promise<any>} */
  async function bigVideo() {
    const items = (await call(d, 'GET', '/api/videos?size=200', { token: d.token })).body.items
    for (const item of items) {
      if (item.status !== 'completed') continue
      const v = (await call(d, 'GET', `/api/videos/${item.id}`, { token: d.token })).body
      if (v.output_data.scenes.some((/** @type {any} */ s) => s.frames.length >= 2000)) return v
    }
  }

  it('serves thumbnails as JPEG with caching headers, ETag and 304', async () => {
    const v = await bigVideo()
    const url = `${d.assetsUrl}/assets/data/output/${v.id}/${v.video_thumbnail_path}`
    const r = await fetch(url, { headers: { Origin: 'http://localhost:4173' } })
    expect(r.status).toBe(200)
    expect(r.headers.get('content-type')).toBe('image/jpeg')
    // as object storage behind a CDN answers: revalidated, varying by Origin, with CORS
    expect(r.headers.get('cache-control')).toBe('no-cache')
    expect(r.headers.get('vary')).toBe('Origin')
    expect(r.headers.get('access-control-allow-origin')).toBe('http://localhost:4173')
    const bytes = new Uint8Array(await r.arrayBuffer())
    expect([bytes[0], bytes[1], bytes[2]]).toEqual([0xff, 0xd8, 0xff])
    const etag = /** @type {string} */ (r.headers.get('etag'))
    expect(etag).toBeTruthy()
    expect((await fetch(url, { headers: { 'If-None-Match': etag } })).status).toBe(304)
  })

  it('refuses any request carrying an Authorization header', async () => {
    const v = await bigVideo()
    const r = await fetch(`${d.assetsUrl}/assets/data/output/${v.id}/thumbnail.jpg`, {
      headers: { Authorization: `Bearer ${d.token}` },
    })
    expect(r.status).toBe(400)
  })

  it('answers range requests for video with 206 and a correct Content-Range', async () => {
    const v = await bigVideo()
    const url = `${d.assetsUrl}/assets/data/output/${v.id}/scenes/0/clip.mp4`
    const full = await fetch(url)
    expect(full.status).toBe(200)
    expect(full.headers.get('accept-ranges')).toBe('bytes')
    expect(full.headers.get('content-type')).toBe('video/mp4')
    const all = new Uint8Array(await full.arrayBuffer())
    expect(new TextDecoder().decode(all.subarray(4, 8))).toBe('ftyp')
    const part = await fetch(url, { headers: { Range: 'bytes=100-199' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${all.length}`)
    expect(part.headers.get('content-length')).toBe('100')
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(all.subarray(100, 200))
    const open = await fetch(url, { headers: { Range: `bytes=${all.length - 10}-` } })
    expect(open.headers.get('content-range')).toBe(
      `bytes ${all.length - 10}-${all.length - 1}/${all.length}`,
    )
    const suffix = await fetch(url, { headers: { Range: 'bytes=-5' } })
    expect(suffix.status).toBe(206)
    expect(new Uint8Array(await suffix.arrayBuffer())).toEqual(all.subarray(all.length - 5))
    const beyond = await fetch(url, { headers: { Range: `bytes=${all.length + 5}-` } })
    expect(beyond.status).toBe(416)
    expect(beyond.headers.get('content-range')).toBe(`bytes */${all.length}`)
    const input = await fetch(`${d.assetsUrl}/assets/data/input/${v.id}/${v.video_path}`, {
      headers: { Range: 'bytes=0-0' },
    })
    expect(input.status).toBe(206)
  })

  it('resolves every one of 2,000+ distinct frame paths to a real image', async () => {
    const v = await bigVideo()
    const frames = v.output_data.scenes.find(
      (/** @type {any} */ s) => s.frames.length >= 2000,
    ).frames
    expect(new Set(frames.map((/** @type {any} */ f) => f.path)).size).toBe(frames.length)
    // plain HEAD requests over a few kept-alive connections: a quarter of fetch's CPU time
    const agent = new Agent({ keepAlive: true, maxSockets: 8 })
    /** @param {string} path @returns {Promise<import('node:http').IncomingMessage>} */
    const head = (path) =>
      new Promise((resolve, reject) => {
        const req = request(`${d.assetsUrl}${path}`, { method: 'HEAD', agent }, (resp) => {
          resp.resume()
          resp.on('end', () => resolve(resp))
        })
        req.on('error', reject)
        req.end()
      })
    const results = await Promise.all(
      frames.map((/** @type {any} */ f) => head(`/assets/data/output/${v.id}/${f.path}`)),
    )
    agent.destroy()
    const sizes = new Set()
    for (const r of results) {
      expect(r.statusCode).toBe(200)
      expect(r.headers['content-type']).toBe('image/jpeg')
      sizes.add(r.headers['content-length'])
    }
    // one scene's frames show its subject: both of that subject's stills, by the path's hash
    expect(sizes.size).toBe(2)
  })

  it('answers 404 for unknown videos and paths', async () => {
    const v = await bigVideo()
    expect(
      (
        await fetch(
          `${d.assetsUrl}/assets/data/output/00000000-0000-4000-8000-000000000000/thumbnail.jpg`,
        )
      ).status,
    ).toBe(404)
    expect((await fetch(`${d.assetsUrl}/assets/data/output/${v.id}/notes.txt`)).status).toBe(404)
    expect((await fetch(`${d.assetsUrl}/assets/data/input/${v.id}/other.mp4`)).status).toBe(404)
    expect((await fetch(`${d.assetsUrl}/elsewhere`)).status).toBe(404)
  })
})
