// @ts-check
// Fault injection and the request log (/__control).
import { describe, expect, it } from 'vitest'
import {
  call,
  control,
  loginStatus,
  reset,
  setUpDouble,
  uploadToTicket,
  waitFor,
} from './test-helpers.mjs'

const d = setUpDouble()

describe('fault injection', () => {
  it('answers an injected status for the next `times` matching requests, by route pattern', async () => {
    const f = await control(d, '/__control/faults', {
      method: 'GET',
      path: '/api/videos/:videoId',
      status: 500,
      times: 2,
    })
    expect(f.status).toBe(200)
    const id = (await call(d, 'GET', '/api/videos', { token: d.token })).body.items[0].id
    expect((await call(d, 'GET', '/api/videos', { token: d.token })).status).toBe(200) // other route untouched
    expect(
      (await call(d, 'GET', '/api/videos/find-similar-videos?description=x', { token: d.token }))
        .status,
    ).toBe(200)
    const first = await call(d, 'GET', `/api/videos/${id}`, { token: d.token })
    expect(first).toMatchObject({ status: 500, body: { detail: expect.any(String) } })
    expect((await call(d, 'GET', `/api/videos/${id}`, { token: d.token })).status).toBe(500)
    expect((await call(d, 'GET', `/api/videos/${id}`, { token: d.token })).status).toBe(200)
  })

  it('matches a concrete path and returns a custom body', async () => {
    await control(d, '/__control/faults', {
      method: 'POST',
      path: '/api/login',
      status: 401,
      body: { detail: 'Nope' },
    })
    expect(
      await call(d, 'POST', '/api/login', {
        body: { email: 'demo@example.com', password: 'Demo1234' },
      }),
    ).toMatchObject({ status: 401, body: { detail: 'Nope' } })
    expect(await loginStatus(d, 'demo@example.com', 'Demo1234')).toBe(200)
  })

  it('sends malformed JSON and wrong-shaped bodies', async () => {
    await control(d, '/__control/faults', { method: 'GET', path: '/api/profile', malformed: true })
    const bad = await fetch(`${d.apiUrl}/api/profile`, {
      headers: { Authorization: `Bearer ${d.token}` },
    })
    expect(bad.status).toBe(200)
    await expect(bad.clone().json()).rejects.toThrow()
    await control(d, '/__control/faults', { method: 'GET', path: '/api/videos', wrongShape: true })
    const shape = await call(d, 'GET', '/api/videos', { token: d.token })
    expect(shape.status).toBe(200)
    expect(Array.isArray(shape.body.items)).toBe(false)
  })

  it('drops the connection', async () => {
    await control(d, '/__control/faults', { path: '/api/profile', drop: true })
    await expect(
      fetch(`${d.apiUrl}/api/profile`, { headers: { Authorization: `Bearer ${d.token}` } }),
    ).rejects.toThrow()
    expect((await call(d, 'GET', '/api/profile', { token: d.token })).status).toBe(200)
  })

  it('leaves a request unanswered until the client gives up', async () => {
    await control(d, '/__control/faults', { path: '/api/profile', hang: true })
    const hung = fetch(`${d.apiUrl}/api/profile`, {
      headers: { Authorization: `Bearer ${d.token}` },
      signal: AbortSignal.timeout(500),
    })
    await expect(hung).rejects.toThrow(/abort|timeout/i)
    expect((await call(d, 'GET', '/api/profile', { token: d.token })).status).toBe(200)
  })

  it('delays a response, then answers normally', async () => {
    await control(d, '/__control/faults', { path: '/api/profile', delayMs: 300 })
    const t = Date.now()
    const r = await call(d, 'GET', '/api/profile', { token: d.token })
    expect(Date.now() - t).toBeGreaterThanOrEqual(280)
    expect(r.status).toBe(200)
  })

  it('sends a video body at videoBytesPerSecond, its pictures at full speed', async () => {
    const v = (await call(d, 'GET', '/api/videos', { token: d.token })).body.items[0]
    const video = `${d.assetsUrl}/assets/data/input/${v.id}/${v.video_path}`
    const size = Number((await fetch(video, { method: 'HEAD' })).headers.get('content-length'))
    await control(d, '/__control/config', { videoBytesPerSecond: size * 2 })
    let t = Date.now()
    expect((await (await fetch(video)).arrayBuffer()).byteLength).toBe(size)
    expect(Date.now() - t).toBeGreaterThanOrEqual(400) // half a second for the whole body
    const part = await fetch(video, { headers: { Range: `bytes=${size - 100}-` } })
    expect([part.status, (await part.arrayBuffer()).byteLength]).toEqual([206, 100])
    t = Date.now()
    await (await fetch(`${d.assetsUrl}/assets/data/output/${v.id}/thumbnail.jpg`)).arrayBuffer()
    expect(Date.now() - t).toBeLessThan(400)
    await reset(d)
    expect((await control(d, '/__control/config')).body.videoBytesPerSecond).toBe(0)
  })

  it('answers every API call late, by 0.5 to 1.5 times the configured latency', async () => {
    await control(d, '/__control/config', { latencyMs: 200 })
    const t = Date.now()
    const r = await call(d, 'GET', '/api/profile', { token: d.token })
    expect(Date.now() - t).toBeGreaterThanOrEqual(95)
    expect(r.status).toBe(200)
    await reset(d)
    expect((await control(d, '/__control/config')).body.latencyMs).toBe(0)
  })

  it('makes a token refresh answer 5xx, 429 or nothing, then work again', async () => {
    const refresh = () => call(d, 'GET', '/api/refresh', { token: d.token })
    await control(d, '/__control/faults', { method: 'GET', path: '/api/refresh', status: 503 })
    expect(await refresh()).toMatchObject({ status: 503, body: { detail: 'Injected fault (503)' } })
    await control(d, '/__control/faults', {
      path: '/api/refresh',
      status: 429,
      body: { detail: 'Too many requests' },
    })
    expect(await refresh()).toMatchObject({ status: 429, body: { detail: 'Too many requests' } })
    await control(d, '/__control/faults', { path: '/api/refresh', drop: true })
    await expect(refresh()).rejects.toThrow() // the connection closes without an answer
    const r = await refresh()
    expect(r).toMatchObject({ status: 200, body: { token_type: 'bearer' } })
  })

  it('applies to the storage origin and to assets', async () => {
    const c = await call(d, 'POST', '/api/videos', {
      token: d.token,
      body: { filename: 'f.mp4', video_length: 1, output_language: 'en' },
    })
    await control(d, '/__control/faults', { method: 'POST', path: '/upload', status: 503 })
    const r = await uploadToTicket(c.body.post_url, 'data')
    expect(r.status).toBe(503)
    expect(r.text).toContain('<Error>')
    expect((await uploadToTicket(c.body.post_url, 'data')).status).toBe(204)
    await control(d, '/__control/faults', {
      path: '/assets/data/output/:id/*',
      status: 500,
      times: 0,
    })
    expect(
      (await fetch(`${d.assetsUrl}/assets/data/output/${c.body.id}/thumbnail.jpg`)).status,
    ).toBe(500)
    expect(
      (await fetch(`${d.assetsUrl}/assets/data/output/${c.body.id}/thumbnail.jpg`)).status,
    ).toBe(500) // times 0: until cleared
    await fetch(`${d.apiUrl}/__control/faults`, { method: 'DELETE' })
    expect((await control(d, '/__control/faults')).body).toEqual([])
  })
})

describe('a connection cut in the middle of a body', () => {
  it('lets the first N bytes of a storage POST arrive, then drops it; the log shows them', async () => {
    const c = await call(d, 'POST', '/api/videos', {
      token: d.token,
      body: { filename: 'f.mp4', video_length: 1, output_language: 'en' },
    })
    const file = new Uint8Array(100_000)
    await control(d, '/__control/faults', {
      method: 'POST',
      path: '/upload',
      dropAfterBytes: 50_000,
    })
    await expect(uploadToTicket(c.body.post_url, file)).rejects.toThrow()
    const storage = async () => (await control(d, '/__control/requests?origin=storage')).body
    const [cut] = await waitFor(async () => {
      const log = await storage()
      return log[0]?.body?.files?.[0]?.size ? log : undefined
    })
    // Part of the file arrived (the ticket's fields came first), and no answer was given.
    expect(cut.body.files[0].size).toBeGreaterThan(40_000)
    expect(cut.body.files[0].size).toBeLessThan(50_000)
    expect(cut.status).toBeUndefined()
    // Once: the next POST arrives whole.
    expect((await uploadToTicket(c.body.post_url, file)).status).toBe(204)
    expect((await storage())[1].body.files[0].size).toBe(100_000)
  })

  it('sends the first N bytes of an assets answer, then drops the connection', async () => {
    const v = (await call(d, 'GET', '/api/videos', { token: d.token })).body.items.at(-1)
    const url = `${d.assetsUrl}/assets/data/input/${v.id}/${v.video_path}`
    const whole = (await (await fetch(url)).arrayBuffer()).byteLength
    expect(whole).toBeGreaterThan(20_000)
    await control(d, '/__control/faults', {
      method: 'GET',
      path: '/assets/data/input/*',
      dropAfterBytes: 10_000,
    })
    const cut = await fetch(url)
    expect(cut.status).toBe(200)
    await expect(cut.arrayBuffer()).rejects.toThrow()
    // Once: the next answer is whole.
    expect((await (await fetch(url)).arrayBuffer()).byteLength).toBe(whole)
  })

  it('faults only the part of a download whose Range starts at rangeFrom', async () => {
    const v = (await call(d, 'GET', '/api/videos', { token: d.token })).body.items.at(-1)
    const url = `${d.assetsUrl}/assets/data/input/${v.id}/${v.video_path}`
    await control(d, '/__control/faults', {
      method: 'GET',
      path: '/assets/data/input/*',
      rangeFrom: 1000,
      status: 503,
    })
    const first = await fetch(url, { headers: { Range: 'bytes=0-999' } })
    expect(first.status).toBe(206)
    await first.arrayBuffer()
    expect((await fetch(url, { headers: { Range: 'bytes=1000-1999' } })).status).toBe(503)
  })

  it('refuses a cut that is not a number of bytes', async () => {
    const f = await control(d, '/__control/faults', { path: '/upload', dropAfterBytes: -1 })
    expect(f.status).toBe(400)
  })
})

describe('request log', () => {
  it('records API, storage and assets requests with headers and bodies', async () => {
    await fetch(`${d.apiUrl}/__control/requests`, { method: 'DELETE' })
    await call(d, 'POST', '/api/login', {
      body: { email: 'demo@example.com', password: 'Demo1234' },
      headers: { Origin: 'http://localhost:5173' },
    })
    await call(d, 'GET', '/api/videos?size=5&page=1&sort[]=priority&sort[]=-created_at', {
      token: d.token,
    })
    const v = (await call(d, 'GET', '/api/videos', { token: d.token })).body.items.at(-1)
    await fetch(`${d.assetsUrl}/assets/data/input/${v.id}/${v.video_path}`, {
      headers: { Range: 'bytes=0-1' },
    })
    const log = (await control(d, '/__control/requests')).body
    expect(log[0]).toMatchObject({
      origin: 'api',
      method: 'POST',
      path: '/api/login',
      headers: {
        authorization: false,
        content_type: 'application/json',
        origin: 'http://localhost:5173',
      },
      body: { email: 'demo@example.com', password: '[redacted]' },
      status: 200,
    })
    expect(Number.isNaN(Date.parse(log[0].time))).toBe(false)
    expect(log[1]).toMatchObject({
      query: { size: '5', page: '1', sort: ['priority', '-created_at'] },
      headers: { authorization: 'Bearer [redacted]' },
    })
    expect(log.at(-1)).toMatchObject({
      origin: 'assets',
      method: 'GET',
      headers: { range: 'bytes=0-1' },
      status: 206,
    })
  })
})
