// @ts-check
// Search and similar search over the team's completed videos or their scenes (the engine is
// lib/search-engine.mjs). Indexes are cached per team and mode until the state changes.
import { teamVideo } from '../lib/access.mjs'
import { Index } from '../lib/search-engine.mjs'
import { HttpError } from '../lib/util.mjs'
import { pageParams, validateQuery } from '../lib/validate.mjs'
import { paged } from '../lib/video.mjs'

/** @typedef {import('../lib/video.mjs').Video} Video */
/** @typedef {{ v: Video, scene?: import('../lib/video.mjs').Scene }} Hit */
/** @typedef {'videos' | 'scenes'} Mode */

/** @param {Video[]} videos @param {string} teamId @param {Mode} mode */
function buildIndex(videos, teamId, mode) {
  /** @type {{ key: string, text: string }[]} */
  const docs = []
  /** @type {Map<string, Hit>} */
  const meta = new Map()
  for (const v of videos) {
    if (v.team_id !== teamId || v.status !== 'completed') continue
    const tags = v.tags.map((t) => t.name).join(' . ')
    if (mode === 'videos') {
      const scenes = v.output_data.scenes.map((s) => s.description)
      // title and tags count twice
      docs.push({
        key: v.id,
        text: [v.title, v.title, tags, tags, v.summary, ...scenes].join(' . '),
      })
      meta.set(v.id, { v })
    } else
      for (const s of v.output_data.scenes) {
        const key = `${v.id}#${s.index}`
        docs.push({ key, text: `${s.description} . ${s.description} . ${v.title} . ${tags}` })
        meta.set(key, { v, scene: s })
      }
  }
  return { index: new Index(docs), meta }
}

/** @param {Hit} hit @param {number} score */
const resultItem = ({ v, scene }, score) => ({
  id: v.id,
  title: v.title,
  summary: v.summary,
  status: v.status,
  created_at: v.created_at,
  video_thumbnail_path: v.video_thumbnail_path,
  similarity_score: score,
  scene_index: scene ? scene.index : null,
  scene_thumbnail_path: scene ? scene.thumbnail : null,
  scene_description: scene ? scene.description : null,
})

/** @param {import('../lib/router.mjs').Router} router @param {import('../lib/context.mjs').Double} double */
export function searchRoutes(router, double) {
  const { store } = double
  /** @type {Map<string, { version: number, index: Index, meta: Map<string, Hit> }>} */
  const cache = new Map()
  /** @param {string} teamId @param {Mode} mode */
  const indexFor = (teamId, mode) => {
    const key = `${teamId}:${mode}`
    const hit = cache.get(key)
    if (hit && hit.version === store.version) return hit
    const built = { version: store.version, ...buildIndex(store.state.videos, teamId, mode) }
    cache.set(key, built)
    return built
  }

  /** @param {Mode} mode @returns {import('../lib/router.mjs').Route['handler']} */
  const search =
    (mode) =>
    ({ query, user }) => {
      validateQuery(query, {
        description: { type: 'string', required: true, min: 1, max: 1024 },
        k_value: { type: 'integer', ge: 1, le: 999 },
        search_method: { type: 'string', oneOf: ['hybrid', 'dense', 'sparse'] },
        search_scope: { type: 'string', oneOf: ['all', 'current'] },
        video: { type: 'boolean' },
        scene_index: { type: 'integer', ge: 0 },
      })
      const { page, size, one } = pageParams(query)
      const description = String(one('description') ?? '').trim()
      if (!description)
        throw new HttpError(422, [
          {
            loc: ['query', 'description'],
            msg: 'String should have at least 1 character',
            type: 'string_too_short',
            ctx: { min_length: 1 },
          },
        ])
      const k = Number(one('k_value') ?? 10)
      const method = one('search_method') ?? 'hybrid'
      const similar = ['true', '1'].includes(String(one('video') ?? 'false').toLowerCase())
      const videoId = one('video_id') || undefined
      const rawScene = one('scene_index')
      const sceneIndex = rawScene !== undefined && rawScene !== '' ? Number(rawScene) : undefined
      const scope = one('search_scope') ?? 'all'
      if (videoId) teamVideo(double, user, videoId) // 404 for unknown or another team's video
      if (mode === 'scenes' && scope === 'current' && !videoId)
        throw new HttpError(422, [
          {
            loc: ['query', 'video_id'],
            msg: 'Field required when search_scope is current',
            type: 'missing',
          },
        ])
      const { index, meta } = indexFor(user.team_id, mode)
      /** @param {Hit} m */
      const keep = (m) => {
        if (mode === 'videos') return !(similar && videoId && m.v.id === videoId)
        if (scope === 'current' && m.v.id !== videoId) return false
        const isSource =
          similar &&
          videoId &&
          m.v.id === videoId &&
          (sceneIndex === undefined || m.scene?.index === sceneIndex)
        return !isSource
      }
      const top = index
        .search(description, method)
        .filter((h) => keep(/** @type {Hit} */ (meta.get(h.key))))
        .slice(0, k)
        .map((h) => resultItem(/** @type {Hit} */ (meta.get(h.key)), h.score))
      return paged(top, top.length, page, size)
    }
  router.add('GET', '/api/videos/find-similar-videos', true, search('videos'))
  router.add('GET', '/api/videos/find-similar-scenes', true, search('scenes'))
}
