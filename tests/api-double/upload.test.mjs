// @ts-check
// An upload from creation through the storage ticket to the analysis, and its validation.
import { describe, expect, it } from 'vitest'
import { TICKET_FIELDS } from './lib/tickets.mjs'
import {
  call,
  control,
  setUpDouble,
  uploadToTicket,
  uploadVideo,
  waitFor,
} from './test-helpers.mjs'

const d = setUpDouble()

const LIST = '/api/videos?size=50&page=1&sort[]=priority&sort[]=-created_at'

/** @param {string} id */
const get = (id) => call(d, 'GET', `/api/videos/${id}`, { token: d.token })

describe('upload and analysis', () => {
  it('creates a video, accepts the file at the ticket, then completes the analysis', async () => {
    const c = await call(d, 'POST', '/api/videos', {
      token: d.token,
      body: {
        filename: 'Spring launch.mp4',
        video_length: 12.5,
        video_date: '2025-04-01T08:00:00Z',
        output_language: 'ja',
        about_this_video: 'Launch film',
        trailer_instruction: 'Upbeat',
      },
    })
    expect(c.status).toBe(201)
    expect(c.body.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(c.body.post_url.url).toBe(`${d.storageUrl}/upload`)
    expect(Object.keys(c.body.post_url.fields)).toEqual(expect.arrayContaining(TICKET_FIELDS))
    const early = await call(d, 'PUT', `/api/videos/${c.body.id}/update-status`, {
      token: d.token,
      body: { status: 'in_progress' },
    })
    expect(early.status).toBe(409)
    expect((await uploadToTicket(c.body.post_url, 'hello video')).status).toBe(204)
    const st = await call(d, 'PUT', `/api/videos/${c.body.id}/update-status`, {
      token: d.token,
      body: { status: 'in_progress' },
    })
    expect(st.status).toBe(200)
    expect((await get(c.body.id)).body.status).toBe('in_progress')
    const done = await waitFor(async () => {
      const v = (await get(c.body.id)).body
      return v.status === 'completed' && v.trailer_path ? v : null
    })
    expect(done.title).toBe('Spring Launch') // from the file name
    expect(done.output_data.scenes.length).toBeGreaterThan(0)
    expect(done.summary).toMatch(/^これはシミュレーションによる解析です。/) // output language ja
    expect(done.summary).toContain('Launch film')
    expect(done.video_path).toBe('Spring_launch.mp4')
    const input = await fetch(`${d.assetsUrl}/assets/data/input/${c.body.id}/${done.video_path}`)
    expect(input.status).toBe(200)
    expect(await input.text()).toBe('hello video')
  })

  it('fails a "fail" file on its first analysis; a retry succeeds', async () => {
    const id = await uploadVideo(d, d.token, 'will_fail_once.mp4')
    expect(
      (await call(d, 'POST', `/api/videos/${id}/retry-process`, { token: d.token })).status,
    ).toBe(409)
    await call(d, 'PUT', `/api/videos/${id}/update-status`, {
      token: d.token,
      body: { status: 'in_progress' },
    })
    await waitFor(async () => (await get(id)).body.status === 'failed')
    const retry = await call(d, 'POST', `/api/videos/${id}/retry-process`, { token: d.token })
    expect(retry.status).toBe(200)
    expect(retry.body.status).toBe('in_progress')
    await waitFor(async () => (await get(id)).body.status === 'completed')
  })

  it('can answer the ticket under data', async () => {
    await control(d, '/__control/config', { ticketUnderData: true })
    const c = await call(d, 'POST', '/api/videos', {
      token: d.token,
      body: {
        filename: 'a.mp4',
        video_length: 1,
        video_date: null,
        output_language: 'en',
        about_this_video: '',
      },
    })
    expect(c.status).toBe(201)
    expect(c.body.data).toMatchObject({
      id: expect.any(String),
      post_url: { url: expect.any(String), fields: expect.any(Object) },
    })
  })

  it('accepts video_date as an ISO string or a Unix timestamp, like pydantic', async () => {
    const ms = Date.UTC(2025, 2, 1, 12, 0, 0)
    const c = await call(d, 'POST', '/api/videos', {
      token: d.token,
      body: { filename: 'ts.mp4', video_length: '12.5', video_date: ms, output_language: 'en' },
    })
    expect(c.status).toBe(201)
    const v = (await get(c.body.id)).body
    expect(v).toMatchObject({
      video_date: '2025-03-01T12:00:00.000Z',
      video_length: 12.5,
      status: 'in_progress',
    })
    const bad = await call(d, 'POST', '/api/videos', {
      token: d.token,
      body: {
        filename: 'ts.mp4',
        video_length: 1,
        video_date: 'yesterday-ish',
        output_language: 'en',
      },
    })
    expect(bad.status).toBe(422)
    expect(bad.body.detail[0].loc).toEqual(['body', 'video_date'])
  })

  it('validates the create body', async () => {
    const r = await call(d, 'POST', '/api/videos', {
      token: d.token,
      body: {
        filename: 'a.mp4',
        video_length: 'long',
        output_language: 'xx',
        about_this_video: 'x'.repeat(501),
        trailer_instruction: 'y'.repeat(501),
      },
    })
    expect(r.status).toBe(422)
    const locs = r.body.detail.map((/** @type {any} */ e) => e.loc.join('.'))
    expect(locs.sort()).toEqual([
      'body.about_this_video',
      'body.output_language',
      'body.trailer_instruction',
      'body.video_length',
    ])
    expect(r.body.detail.find((/** @type {any} */ e) => e.loc[1] === 'about_this_video').type).toBe(
      'string_too_long',
    )
    expect((await call(d, 'POST', '/api/videos', { body: { filename: 'a.mp4' } })).status).toBe(401)
  })

  it('accepts people images as multipart and refuses non-images and big files', async () => {
    const c = await call(d, 'POST', '/api/videos', {
      token: d.token,
      body: { filename: 'p.mp4', video_length: 3, output_language: 'en' },
    })
    const id = c.body.id
    const post = (/** @type {FormData} */ form) =>
      fetch(`${d.apiUrl}/api/videos/${id}/upload-people-images`, {
        method: 'POST',
        body: form,
        headers: { Authorization: `Bearer ${d.token}` },
      })
    const ok = new FormData()
    ok.append('names', 'Aiko')
    ok.append(
      'images',
      new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' }),
      'aiko.jpg',
    )
    ok.append('names', 'Ben')
    ok.append(
      'images',
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }),
      'ben.svg',
    )
    expect((await post(ok)).status).toBe(200)
    const bad = new FormData()
    bad.append('names', 'Doc')
    bad.append('images', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'doc.pdf')
    const badR = await post(bad)
    expect(badR.status).toBe(422)
    expect((await badR.json()).detail[0].loc).toEqual(['body', 'images', 0])
    const big = new FormData()
    big.append('names', 'Huge')
    big.append(
      'images',
      new Blob([new Uint8Array(10 * 1024 * 1024 + 10)], { type: 'image/png' }),
      'huge.png',
    )
    expect((await post(big)).status).toBe(422)
    const log = (
      await control(d, `/__control/requests?path=/api/videos/${id}/upload-people-images`)
    ).body
    expect(log[0].body).toMatchObject({
      fields: { names: ['Aiko', 'Ben'] },
      files: [
        { field: 'images', filename: 'aiko.jpg', size: 4, mime: 'image/jpeg' },
        expect.any(Object),
      ],
    })
  })

  it('deletes a video for good', async () => {
    const first = (await call(d, 'GET', LIST, { token: d.token })).body.items[0]
    expect((await call(d, 'DELETE', `/api/videos/${first.id}`, { token: d.token })).status).toBe(
      200,
    )
    expect((await get(first.id)).status).toBe(404)
    expect((await call(d, 'DELETE', `/api/videos/${first.id}`, { token: d.token })).status).toBe(
      404,
    )
  })
})
