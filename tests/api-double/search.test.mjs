// @ts-check
import { describe, expect, it } from 'vitest'
import { tokenize } from './lib/search-engine.mjs'
import { call, login, setUpDouble } from './test-helpers.mjs'

const d = setUpDouble({ fresh: false })

/** @param {'videos' | 'scenes'} mode @param {Record<string, string | number | boolean>} params */
async function search(mode, params) {
  const q = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))
  return call(d, 'GET', `/api/videos/find-similar-${mode}?${q}`, { token: d.token })
}

/** @returns {Promise<any[]>} */
async function completed() {
  const items = (await call(d, 'GET', '/api/videos?size=200', { token: d.token })).body.items
  return Promise.all(
    items
      .filter((/** @type {any} */ v) => v.status === 'completed')
      .map(
        async (/** @type {any} */ v) =>
          (await call(d, 'GET', `/api/videos/${v.id}`, { token: d.token })).body,
      ),
  )
}

describe('tokeniser', () => {
  it('splits Latin words and makes bigrams of Japanese runs', () => {
    expect(tokenize('Robotics Club の大会')).toEqual(['robotic', 'club', 'の大', '大会'])
    expect(tokenize('港')).toEqual(['港'])
  })
})

describe('find-similar-videos', () => {
  it('ranks an exact tag match first in keyword (sparse) mode', async () => {
    for (const tag of ['Robotics Club', 'Ramen', 'Smartwatch', '港']) {
      const r = await search('videos', {
        description: tag,
        search_method: 'sparse',
        k_value: 10,
        page: 1,
        size: 50,
      })
      expect(r.status).toBe(200)
      const first = (await call(d, 'GET', `/api/videos/${r.body.items[0].id}`, { token: d.token }))
        .body
      expect(first.tags.some((/** @type {any} */ t) => t.name.includes(tag))).toBe(true)
    }
  })

  it('returns paged items with scores in 0..1, only completed videos, top k then paged', async () => {
    const r = await search('videos', {
      description: 'students on stage',
      search_method: 'hybrid',
      k_value: 7,
      page: 1,
      size: 5,
    })
    expect(r.body).toMatchObject({ total: 7, pages: 2, page: 1, size: 5 })
    expect(r.body.items).toHaveLength(5)
    for (const it of r.body.items) {
      expect(it).toMatchObject({
        status: 'completed',
        scene_index: null,
        scene_thumbnail_path: null,
        scene_description: null,
        video_thumbnail_path: 'thumbnail.jpg',
      })
      expect(it.similarity_score).toBeGreaterThanOrEqual(0)
      expect(it.similarity_score).toBeLessThanOrEqual(1)
    }
    const scores = r.body.items.map((/** @type {any} */ i) => i.similarity_score)
    expect([...scores].sort((a, b) => b - a)).toEqual(scores)
    const p2 = await search('videos', {
      description: 'students on stage',
      search_method: 'hybrid',
      k_value: 7,
      page: 2,
      size: 5,
    })
    expect(p2.body.items).toHaveLength(2)
    const ids = [...r.body.items, ...p2.body.items].map((/** @type {any} */ i) => i.id)
    expect(new Set(ids).size).toBe(7)
  })

  it('fuses: hybrid differs from both sparse and dense where they disagree', async () => {
    const params = { description: 'students cheering at the relay race', k_value: 10 }
    const ids = async (/** @type {string} */ m) =>
      (await search('videos', { ...params, search_method: m })).body.items.map(
        (/** @type {any} */ i) => i.id,
      )
    const [sparse, dense, hybrid] = await Promise.all([ids('sparse'), ids('dense'), ids('hybrid')])
    expect(sparse).not.toEqual(dense)
    expect(hybrid).not.toEqual(sparse)
    expect(hybrid).not.toEqual(dense)
    // an item ranked first by both stays first
    if (sparse[0] === dense[0]) expect(hybrid[0]).toBe(sparse[0])
  })

  it('excludes the source video in similar mode', async () => {
    const videos = await completed()
    const src = videos.find((v) => v.output_data.scenes.length > 2)
    const plain = await search('videos', {
      description: src.summary,
      search_method: 'hybrid',
      k_value: 5,
    })
    expect(plain.body.items[0].id).toBe(src.id)
    const similar = await search('videos', {
      description: src.summary,
      search_method: 'hybrid',
      k_value: 5,
      video: true,
      video_id: src.id,
    })
    expect(similar.body.items.map((/** @type {any} */ i) => i.id)).not.toContain(src.id)
    expect(similar.body.items).toHaveLength(5)
  })

  it('answers 422 for a missing or empty description and bad parameters, 404 for another team’s source', async () => {
    expect((await search('videos', {})).status).toBe(422)
    const empty = await search('videos', { description: '   ' })
    expect(empty.status).toBe(422)
    expect(empty.body.detail[0].loc).toEqual(['query', 'description'])
    expect((await search('videos', { description: 'x', k_value: 0 })).status).toBe(422)
    expect((await search('videos', { description: 'x', k_value: 1000 })).status).toBe(422)
    expect((await search('videos', { description: 'x', search_method: 'magic' })).status).toBe(422)
    expect((await search('videos', { description: 'x'.repeat(1025) })).status).toBe(422)
    const otherToken = await login(d, 'other@example.com', 'Other1234')
    const theirs = (await call(d, 'GET', '/api/videos', { token: otherToken })).body.items[0]
    expect(
      (await search('videos', { description: 'x', video: true, video_id: theirs.id })).status,
    ).toBe(404)
  })

  it('searches only the own team’s videos', async () => {
    const otherToken = await login(d, 'other@example.com', 'Other1234')
    const theirs = new Set(
      (await call(d, 'GET', '/api/videos', { token: otherToken })).body.items.map(
        (/** @type {any} */ v) => v.id,
      ),
    )
    const r = await search('videos', { description: 'Blue Harbor graduation', k_value: 50 })
    for (const it of r.body.items) expect(theirs.has(it.id)).toBe(false)
  })
})

describe('find-similar-scenes', () => {
  it('returns scene fields and excludes the source scene in similar mode', async () => {
    const videos = await completed()
    const src = videos.find((v) => v.output_data.scenes.length > 2)
    const scene = src.output_data.scenes[1]
    const plain = await search('scenes', {
      description: scene.description,
      search_method: 'sparse',
      k_value: 10,
    })
    expect(plain.status).toBe(200)
    const top = plain.body.items[0]
    expect(top).toMatchObject({
      scene_description: scene.description,
      scene_index: expect.any(Number),
      scene_thumbnail_path: expect.stringMatching(/^scenes\/\d+\/thumbnail\.jpg$/),
    })
    const similar = await search('scenes', {
      description: scene.description,
      search_method: 'sparse',
      k_value: 50,
      video: true,
      video_id: src.id,
      scene_index: scene.index,
    })
    expect(
      similar.body.items.some(
        (/** @type {any} */ i) => i.id === src.id && i.scene_index === scene.index,
      ),
    ).toBe(false)
  })

  it('limits to the current video with search_scope=current', async () => {
    const videos = await completed()
    const src = videos.find((v) => v.output_data.scenes.length > 3)
    const r = await search('scenes', {
      description: 'people on stage',
      search_method: 'dense',
      k_value: 50,
      search_scope: 'current',
      video_id: src.id,
    })
    expect(r.body.total).toBeGreaterThan(0)
    expect(r.body.total).toBeLessThanOrEqual(src.output_data.scenes.length)
    for (const it of r.body.items) expect(it.id).toBe(src.id)
    const similar = await search('scenes', {
      description: 'people on stage',
      search_method: 'dense',
      k_value: 50,
      search_scope: 'current',
      video: true,
      video_id: src.id,
      scene_index: 0,
    })
    expect(similar.body.total).toBe(
      r.body.total - (r.body.items.some((/** @type {any} */ i) => i.scene_index === 0) ? 1 : 0),
    )
    expect(similar.body.items.map((/** @type {any} */ i) => i.scene_index)).not.toContain(0)
    expect((await search('scenes', { description: 'x', search_scope: 'current' })).status).toBe(422)
  })

  it('handles Japanese queries', async () => {
    const r = await search('scenes', {
      description: 'スタンドの声援',
      search_method: 'sparse',
      k_value: 5,
    })
    expect(r.body.items.length).toBeGreaterThan(0)
    expect(r.body.items[0].scene_description).toContain('スタンドから声援')
  })
})
