import MiniSearch, { type Options, type Query, type SearchResult } from 'minisearch'
import { TERM_AS_IS } from './query'
import type { VideoRecord } from './records'
import { tokenize } from './tokenize'

/**
 * The two MiniSearch indexes behind the engine: one document per video (title, tags, summary)
 * and one per scene (its description). A video's scenes are not copied into its own document:
 * the engine adds a video's best scene score when it ranks videos (search.ts), which halves
 * the indexing work. Beside them, how many documents hold each term (`df`), which MiniSearch
 * does not expose: a long text is searched by its rarest terms (query.ts).
 */

/** Changing the library, the tokenizer or the fields changes this: a saved index is rebuilt. */
export const ENGINE_ID = 'minisearch-7.2/bigram-by-script-1/v1'

const VIDEO_FIELDS = ['title', 'tags', 'summary']
const SCENE_FIELDS = ['description']
/** A word in the title counts three times one in the summary; a tag twice. */
const VIDEO_BOOST = { title: 3, tags: 2, summary: 1 }

type TermDocument = Record<string, string | string[]>

// Documents are added as term arrays (each text is tokenized once, in `documentsOf`).
const options = (fields: string[]): Options<TermDocument> => ({
  fields,
  stringifyField: (value) => value,
  tokenize: (terms) => terms as unknown as string[],
  processTerm: (term) => term,
  searchOptions: TERM_AS_IS,
  // Vacuumed when written (`serializeIndexes`), in one pass: MiniSearch's own background
  // vacuum walks the tree in slices 10 ms apart, which a write or a query would wait behind.
  autoVacuum: false,
})

const sceneId = (videoId: string, index: number) => `${videoId}#${index}`
/** The video of a scene document id (a video id may itself contain `#`; the index cannot). */
export const videoOfScene = (id: string) => id.slice(0, id.lastIndexOf('#'))

export interface Indexes {
  videos: MiniSearch<TermDocument>
  scenes: MiniSearch<TermDocument>
  /** Documents (videos and scenes) holding each term. */
  df: Map<string, number>
}

export function emptyIndexes(): Indexes {
  return {
    videos: new MiniSearch(options(VIDEO_FIELDS)),
    scenes: new MiniSearch(options(SCENE_FIELDS)),
    df: new Map(),
  }
}

/** A record as index documents: the video's, and one per scene (each index once). */
function documentsOf(record: VideoRecord) {
  const video = {
    id: record.id,
    title: tokenize(record.title),
    tags: record.tags.flatMap(tokenize),
    summary: tokenize(record.summary),
  }
  const scenes: { id: string; description: string[] }[] = []
  const seen = new Set<number>()
  for (const scene of record.scenes) {
    if (seen.has(scene.index)) continue // a repeated index would be a duplicate document
    seen.add(scene.index)
    // Each term once: a repeat in a sentence or two says little, and skipping it saves a
    // sixth of the indexing work (MiniSearch walks its term tree once per term given).
    scenes.push({
      id: sceneId(record.id, scene.index),
      description: [...new Set(tokenize(scene.description))],
    })
  }
  return { video, scenes }
}

function countTerms(df: Map<string, number>, terms: Iterable<string>, by: 1 | -1) {
  for (const term of terms) {
    const count = (df.get(term) ?? 0) + by
    if (count > 0) df.set(term, count)
    else df.delete(term)
  }
}

export function addRecord(indexes: Indexes, record: VideoRecord): void {
  const { video, scenes } = documentsOf(record)
  indexes.videos.add(video)
  countTerms(indexes.df, new Set([...video.title, ...video.tags, ...video.summary]), 1)
  for (const scene of scenes) {
    indexes.scenes.add(scene)
    countTerms(indexes.df, scene.description, 1)
  }
}

/** Takes a record's documents out (cleaned up lazily by MiniSearch's vacuuming). */
export function removeRecord(indexes: Indexes, record: VideoRecord): void {
  const { video, scenes } = documentsOf(record)
  if (indexes.videos.has(video.id)) {
    indexes.videos.discard(video.id)
    countTerms(indexes.df, new Set([...video.title, ...video.tags, ...video.summary]), -1)
  }
  for (const scene of scenes) {
    if (!indexes.scenes.has(scene.id)) continue
    indexes.scenes.discard(scene.id)
    countTerms(indexes.df, scene.description, -1)
  }
}

/**
 * Removed documents stay in MiniSearch's term tree until a vacuum: at the cap every new video
 * evicts an old one, and a snapshot written with them held far more than the live index
 * (13 MB instead of 9 at 2,000 videos, tests/bench/archive.mjs), all of it read at a start.
 */
const DIRT_TO_VACUUM = 0.05

/** The indexes as JSON, most of what removed documents left cleaned first. */
export async function serializeIndexes({ videos, scenes, df }: Indexes): Promise<string> {
  for (const index of [videos, scenes])
    if (index.dirtFactor >= DIRT_TO_VACUUM)
      await index.vacuum({ batchSize: Number.MAX_SAFE_INTEGER, batchWait: 1 })
  return JSON.stringify({ videos, scenes, df: [...df] })
}

export function parseIndexes(json: string): Indexes {
  const { videos, scenes, df } = JSON.parse(json)
  return {
    videos: MiniSearch.loadJS(videos, options(VIDEO_FIELDS)),
    scenes: MiniSearch.loadJS(scenes, options(SCENE_FIELDS)),
    df: new Map(df),
  }
}

export const searchVideos = (indexes: Indexes, query: Query): SearchResult[] =>
  indexes.videos.search(query, { boost: VIDEO_BOOST })

export const searchScenes = (
  indexes: Indexes,
  query: Query,
  filter?: (id: string) => boolean,
): SearchResult[] =>
  indexes.scenes.search(query, filter ? { filter: (result) => filter(result.id) } : {})
