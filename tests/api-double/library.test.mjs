// @ts-check
// The seeded library as the API lists and shows it, and team isolation.
import { describe, expect, it } from 'vitest'
import { call, login, setUpDouble, statusOf } from './test-helpers.mjs'

const d = setUpDouble()

const LIST = '/api/videos?size=50&page=1&sort[]=priority&sort[]=-created_at'

/** @param {string} id */
const get = (id) => call(d, 'GET', `/api/videos/${id}`, { token: d.token })

describe('the demo library', () => {
  it('has at least 60 videos in every status, English and Japanese, newest first', async () => {
    const all = (
      await call(d, 'GET', '/api/videos?size=200&page=1&sort[]=priority&sort[]=-created_at', {
        token: d.token,
      })
    ).body
    expect(all.total).toBeGreaterThanOrEqual(60)
    const statuses = all.items.map((/** @type {any} */ v) => v.status)
    for (const s of ['in_progress', 'failed', 'completed']) expect(statuses).toContain(s)
    expect(statuses.filter((/** @type {string} */ s) => s === 'completed').length).toBeGreaterThan(
      all.total / 2,
    )
    const langs = new Set(
      all.items
        .filter((/** @type {any} */ v) => v.status === 'completed')
        .map((/** @type {any} */ v) => v.output_language),
    )
    expect(langs).toEqual(new Set(['en', 'ja']))
    // `priority` ties for every video (docs/decisions.md, "The library's order")
    for (let i = 1; i < all.items.length; i++)
      expect(all.items[i - 1].created_at >= all.items[i].created_at).toBe(true)
    // a first screen of finished videos; the others further down, all on the first page
    expect(statuses.slice(0, 6)).toEqual(Array(6).fill('completed'))
    const unfinished = statuses.flatMap((/** @type {string} */ s, /** @type {number} */ i) =>
      s === 'completed' ? [] : [i],
    )
    expect(unfinished).toHaveLength(12)
    expect(Math.max(...unfinished)).toBeLessThan(50)
    const dates = all.items.map((/** @type {any} */ v) => Date.parse(v.created_at))
    expect(Math.max(...dates) - Math.min(...dates)).toBeGreaterThan(60 * 86_400_000)
  })

  it('pages the list', async () => {
    const p1 = (await call(d, 'GET', '/api/videos?size=25&page=1', { token: d.token })).body
    const p3 = (await call(d, 'GET', '/api/videos?size=25&page=3', { token: d.token })).body
    expect(p1).toMatchObject({ page: 1, size: 25, pages: Math.ceil(p1.total / 25) })
    expect(p1.items).toHaveLength(25)
    expect(p3.items).toHaveLength(p1.total - 50)
    const far = (await call(d, 'GET', '/api/videos?size=25&page=99', { token: d.token })).body
    expect(far.items).toEqual([])
    expect((await call(d, 'GET', '/api/videos?size=0', { token: d.token })).status).toBe(422)
  })

  it('filters by tag text, case-insensitively and by substring', async () => {
    const r = (
      await call(d, 'GET', `${LIST}&tags=${encodeURIComponent('ROBOTICS')}`, { token: d.token })
    ).body
    expect(r.total).toBeGreaterThan(0)
    for (const v of r.items)
      expect(v.tags.some((/** @type {any} */ t) => t.name.toLowerCase().includes('robotics'))).toBe(
        true,
      )
    const ja = (
      await call(d, 'GET', `${LIST}&tags=${encodeURIComponent('運動')}`, { token: d.token })
    ).body
    expect(ja.total).toBeGreaterThan(0)
    const none = (await call(d, 'GET', `${LIST}&tags=zzzz-no-such-tag`, { token: d.token })).body
    expect(none).toMatchObject({ items: [], total: 0 })
  })

  it('returns full records with relative paths; scenes have 0, 1-6, >6 and >=2000 frames', async () => {
    const all = (await call(d, 'GET', '/api/videos?size=200', { token: d.token })).body.items
    const frameCounts = []
    for (const item of all) {
      const v = (await get(item.id)).body
      expect(v).toMatchObject({
        id: item.id,
        filename: expect.any(String),
        video_length: expect.any(Number),
        is_trailer_creating: false,
      })
      expect(Number.isNaN(Date.parse(v.created_at))).toBe(false)
      if (v.status !== 'completed') {
        expect(v).toMatchObject({
          title: null,
          summary: null,
          tags: [],
          output_data: { scenes: [] },
        })
        continue
      }
      expect(v.title).toEqual(expect.any(String))
      expect(v.video_thumbnail_path).toBe('thumbnail.jpg')
      expect(v.tags.length).toBeGreaterThan(0)
      for (const s of v.output_data.scenes) {
        expect(s.start_time).toMatch(/^\d\d:\d\d:\d\d\.\d{3}$/)
        expect(s.end_time).toMatch(/^\d\d:\d\d:\d\d\.\d{3}$/)
        expect(s.thumbnail).toBe(`scenes/${s.index}/thumbnail.jpg`)
        expect(s.video_path).toBe(`scenes/${s.index}/clip.mp4`)
        frameCounts.push(s.frames.length)
      }
    }
    expect(frameCounts).toContain(0)
    expect(frameCounts.some((n) => n >= 1 && n <= 6)).toBe(true)
    expect(frameCounts.some((n) => n > 6 && n < 2000)).toBe(true)
    expect(frameCounts.some((n) => n >= 2000)).toBe(true)
  })

  it('keeps another team’s videos invisible (404, never 403)', async () => {
    const otherToken = await login(d, 'other@example.com', 'Other1234')
    const theirs = (await call(d, 'GET', '/api/videos', { token: otherToken })).body
    expect(theirs.total).toBeGreaterThan(0)
    const mine = (await call(d, 'GET', '/api/videos?size=200', { token: d.token })).body.items.map(
      (/** @type {any} */ v) => v.id,
    )
    for (const v of theirs.items) expect(mine).not.toContain(v.id)
    const id = theirs.items[0].id
    expect((await get(id)).status).toBe(404)
    expect(await statusOf(d, 'DELETE', `/api/videos/${id}`, { token: d.token })).toBe(404)
    expect(await statusOf(d, 'POST', `/api/videos/${id}/retry-process`, { token: d.token })).toBe(
      404,
    )
    const report = { token: d.token, body: { report_instruction: 'x' } }
    expect(await statusOf(d, 'POST', `/api/videos/${id}/make-report`, report)).toBe(404)
    expect(await statusOf(d, 'GET', `/api/videos/${id}`, { token: otherToken })).toBe(200)
  })
})
