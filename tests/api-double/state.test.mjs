// @ts-check
// The double's state under control: seeding, clearing and patching the library, config and
// reset, and a data folder that outlives a restart.
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
