import type { SimilarItem, SimilarPage } from '@/api/similar'
import { K_MAX, K_MIN, SEARCH_PAGE_SIZE } from '@/config/limits'
import { type Indexes, searchScenes, searchVideos, videoOfScene } from './indexes'
import { allOf, anyOf, type ParsedQuery, parseQuery } from './query'
import type { SceneRecord, VideoRecord } from './records'
import type { LocalSearchQuery } from './types'

/** In the videos mode a video's best matching scene adds half of that scene's score. */
const SCENE_WEIGHT = 0.5
/** The raw score that shows as similarity 0.5 (a word in a title scores about this much). */
const SCORE_HALF = 8

interface Hit {
  score: number
  record: VideoRecord
  scene?: SceneRecord
}

interface State {
  indexes: Indexes
  records: ReadonlyMap<string, VideoRecord>
}

const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Math.floor(Number.isFinite(value) ? value : min)))

/** BM25 scores have no upper bound: mapped to 0..1 like the server's similarity scores. */
export const similarity = (score: number) =>
  Math.round((1000 * score) / (score + SCORE_HALF)) / 1000

/**
 * One page of the top `limit` results (videos or scenes) for `query`; none without a state
 * (another owner's search) or without a word to search for.
 */
export function rankedPage(state: State | undefined, query: LocalSearchQuery): SimilarPage {
  const size = clamp(query.size ?? SEARCH_PAGE_SIZE, 1, K_MAX)
  const page = clamp(query.page ?? 1, 1, Number.MAX_SAFE_INTEGER)
  const limit = clamp(query.limit, K_MIN, K_MAX)
  const parsed = parseQuery(query.text, (term) => state?.indexes.df.get(term) ?? 0)
  const hits =
    !state || parsed.pieces.length === 0
      ? []
      : query.mode === 'scenes'
        ? sceneHits(state, parsed, query, limit)
        : videoHits(state, parsed, query)
  hits.sort(
    (a, b) =>
      b.score - a.score ||
      (b.record.createdAt ?? '').localeCompare(a.record.createdAt ?? '') ||
      a.record.id.localeCompare(b.record.id) ||
      (a.scene?.index ?? 0) - (b.scene?.index ?? 0),
  )
  const top = hits.slice(0, limit)
  return {
    items: top.slice((page - 1) * size, page * size).map(toItem),
    total: top.length,
    pages: Math.ceil(top.length / size),
    page,
    size,
  }
}

/**
 * Scenes whose description has every word (else any word, more words first): the best
 * `limit`, and any scene tied with the last of them (the caller breaks ties).
 */
function sceneHits(
  state: State,
  parsed: ParsedQuery,
  query: LocalSearchQuery,
  limit: number,
): Hit[] {
  const scope = query.scope === 'current'
  if (scope && !query.videoId) return []
  const keep = (id: string) => {
    const videoId = videoOfScene(id)
    if (scope && videoId !== query.videoId) return false
    if (!query.similar || videoId !== query.videoId) return true
    // A similar search leaves its source out: the scene, or the whole video without one.
    return query.sceneIndex !== undefined && sceneIndexOf(id) !== query.sceneIndex
  }
  let results = searchScenes(state.indexes, allOf(parsed), keep)
  if (results.length === 0 && parsed.pieces.length > 1)
    results = searchScenes(state.indexes, anyOf(parsed), keep)
  const hits: Hit[] = []
  for (const result of results) {
    // MiniSearch gives the best first: a common word matches thousands of scenes, of which
    // only the top `limit` are shown; a lower score than the last of them can never be.
    if (hits.length >= limit && result.score < hits[limit - 1]!.score) break
    const record = state.records.get(videoOfScene(result.id))
    const index = sceneIndexOf(result.id)
    const scene = record?.scenes.find((s) => s.index === index)
    if (record && scene) hits.push({ score: result.score, record, scene })
  }
  return hits
}

/**
 * Videos that have every word somewhere: in the title, tags or summary, or in one of their
 * scenes (else any word, more words first). Each word is searched on its own so the words may
 * come from different fields and scenes, as in the server's video documents.
 */
function videoHits(state: State, parsed: ParsedQuery, query: LocalSearchQuery): Hit[] {
  const totals = new Map<string, { score: number; matched: number }>()
  for (const piece of parsed.pieces) {
    const scores = new Map<string, number>()
    for (const result of searchVideos(state.indexes, piece)) scores.set(result.id, result.score)
    const bestScene = new Map<string, number>()
    for (const result of searchScenes(state.indexes, piece)) {
      const videoId = videoOfScene(result.id)
      bestScene.set(videoId, Math.max(bestScene.get(videoId) ?? 0, result.score))
    }
    for (const [videoId, score] of bestScene)
      scores.set(videoId, (scores.get(videoId) ?? 0) + SCENE_WEIGHT * score)
    for (const [videoId, score] of scores) {
      const total = totals.get(videoId) ?? { score: 0, matched: 0 }
      total.score += score
      total.matched += 1
      totals.set(videoId, total)
    }
  }
  const excluded = query.similar ? query.videoId : undefined
  const all = [...totals].filter(([videoId]) => videoId !== excluded)
  const every = all.filter(([, total]) => total.matched === parsed.pieces.length)
  const hits: Hit[] = []
  for (const [videoId, total] of every.length > 0 ? every : all) {
    const record = state.records.get(videoId)
    // More words matched rank higher in the fallback, as MiniSearch's own OR does.
    if (record) hits.push({ score: total.score * total.matched, record })
  }
  return hits
}

const sceneIndexOf = (id: string) => Number(id.slice(id.lastIndexOf('#') + 1))

function toItem({ score, record, scene }: Hit): SimilarItem {
  return {
    id: record.id,
    title: record.title,
    summary: record.summary,
    status: record.status,
    createdAt: record.createdAt,
    videoThumbnailPath: record.videoThumbnailPath,
    similarityScore: similarity(score),
    sceneIndex: scene ? scene.index : null,
    sceneThumbnailPath: scene ? scene.thumbnail : null,
    sceneDescription: scene ? scene.description : '',
  }
}
