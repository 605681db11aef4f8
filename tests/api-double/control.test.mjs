// @ts-check
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  call,
  control,
  login,
  reset,
  setUpDouble,
  start,
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
    expect(
      (
        await call(d, 'POST', '/api/login', {
          body: { email: 'demo@example.com', password: 'Demo1234' },
        })
      ).status,
    ).toBe(200)
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

  it('delays a response, then answers normally', async () => {
    await control(d, '/__control/faults', { path: '/api/profile', delayMs: 300 })
    const t = Date.now()
    const r = await call(d, 'GET', '/api/profile', { token: d.token })
    expect(Date.now() - t).toBeGreaterThanOrEqual(280)
    expect(r.status).toBe(200)
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
    expect(log.at(-1)).toMatchObject({ origin: 'assets', method: 'GET', status: 206 })
  })
})

describe('library controls', () => {
  it('seeds many videos and clears a team’s library', async () => {
    const seeded = await control(d, '/__control/seed-videos', {
      email: 'aiko@example.com',
      count: 150,
      filenamePrefix: 'bulk',
    })
    expect(seeded.body.created).toBe(150)
    const list = (await call(d, 'GET', '/api/videos?size=50&page=1&tags=', { token: d.token })).body
    expect(list.total).toBe(seeded.body.total)
    const failed = await control(d, '/__control/seed-videos', {
      email: 'demo@example.com',
      count: 3,
      status: 'failed',
    })
    expect(failed.body.created).toBe(3)
    const cleared = await control(d, '/__control/clear-videos', { email: 'demo@example.com' })
    expect(cleared.body.removed).toBe(list.total + 3)
    expect((await call(d, 'GET', '/api/videos', { token: d.token })).body).toEqual({
      items: [],
      total: 0,
      pages: 0,
      page: 1,
      size: 50,
    })
    const other = await login(d, 'other@example.com', 'Other1234')
    expect((await call(d, 'GET', '/api/videos', { token: other })).body.total).toBeGreaterThan(0)
    await reset(d)
    expect(
      (await call(d, 'GET', '/api/videos', { token: await login(d) })).body.total,
    ).toBeGreaterThanOrEqual(60)
  })

  it('patches the text of one video and the name of a team (hostile-input tests)', async () => {
    const id = (
      await call(d, 'GET', '/api/videos?size=50&page=1', { token: d.token })
    ).body.items.find((/** @type {{status: string}} */ v) => v.status === 'completed').id
    const patched = await control(d, '/__control/patch-video', {
      id,
      fields: {
        title: '<b>bold</b>',
        summary: 'x'.repeat(100_000),
        tags: [{ name: '<script>' }],
        id: 'not-allowed',
        scene_descriptions: ['שלום'],
      },
    })
    expect(patched.status).toBe(200)
    const video = (await call(d, 'GET', `/api/videos/${id}`, { token: d.token })).body
    expect(video).toMatchObject({ id, title: '<b>bold</b>', tags: [{ name: '<script>' }] })
    expect(video.summary).toHaveLength(100_000)
    expect(video.output_data.scenes[0].description).toBe('שלום')
    expect((await control(d, '/__control/patch-video', { id: 'nope', fields: {} })).status).toBe(
      404,
    )

    expect(
      (await control(d, '/__control/patch-team', { email: 'demo@example.com', name: '👩🏽‍💻' }))
        .body.name,
    ).toBe('👩🏽‍💻')
    expect((await call(d, 'GET', '/api/profile', { token: d.token })).body.team.name).toBe('👩🏽‍💻')
    expect(
      (await control(d, '/__control/patch-team', { email: 'x@example.com', name: 'a' })).status,
    ).toBe(404)
  })

  it('changes timings through config and reset restores them', async () => {
    const cfg = await control(d, '/__control/config', {
      analysisDelayMs: 1234,
      tokenTtlSeconds: 99,
    })
    expect(cfg.body).toMatchObject({ analysisDelayMs: 1234, tokenTtlSeconds: 99 })
    await reset(d)
    expect((await control(d, '/__control/config')).body.analysisDelayMs).toBe(50)
  })
})

describe('data-dir persistence', () => {
  it('keeps state, uploads and tokens across a restart', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'double-persist-'))
    try {
      const a = await start({ dataDir: dir })
      const t = await login(a)
      await control(a, '/__control/seed-videos', {
        email: 'demo@example.com',
        count: 2000,
        filenamePrefix: 'persist',
      })
      const c = await call(a, 'POST', '/api/videos', {
        token: t,
        body: { filename: 'keep.mp4', video_length: 2, output_language: 'en' },
      })
      expect((await uploadToTicket(c.body.post_url, 'persisted bytes')).status).toBe(204)
      await call(a, 'PUT', '/api/users/update-profile', {
        token: t,
        body: { full_name: 'Kept Name', username: 'kept' },
      })
      const before = (await call(a, 'GET', '/api/videos?size=1', { token: t })).body.total
      await a.close()

      const b = await start({ dataDir: dir })
      try {
        expect((await call(b, 'GET', '/api/profile', { token: t })).body.full_name).toBe(
          'Kept Name',
        )
        expect((await call(b, 'GET', '/api/videos?size=1', { token: t })).body.total).toBe(before)
        const file = await fetch(`${b.assetsUrl}/assets/data/input/${c.body.id}/keep.mp4`)
        expect(await file.text()).toBe('persisted bytes')
        expect(
          (
            await call(b, 'PUT', `/api/videos/${c.body.id}/update-status`, {
              token: t,
              body: { status: 'in_progress' },
            })
          ).status,
        ).toBe(200)
        await waitFor(
          async () =>
            (await call(b, 'GET', `/api/videos/${c.body.id}`, { token: t })).body.status ===
            'completed',
        )
      } finally {
        await b.close()
      }
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
