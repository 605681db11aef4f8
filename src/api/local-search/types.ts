import type { SimilarPage } from '@/api/similar'
import type { Video } from '@/api/videos'

/**
 * What the index takes: a library list item (no `outputData`) or a detail page (with its
 * scenes), as the API modules validate them. Only these fields are read; the rest is ignored.
 */
export type IndexableVideo = Pick<
  Video,
  'id' | 'status' | 'title' | 'summary' | 'createdAt' | 'videoThumbnailPath' | 'tags'
> & {
  outputData?: {
    scenes?: ReadonlyArray<{
      index: number
      description?: string | null
      thumbnail?: string | null
    }> | null
  } | null
}

export type LocalSearchMode = 'videos' | 'scenes'

/** One search, in the app's words (`fromSimilarRequest` builds it from the server's request). */
export interface LocalSearchQuery {
  /** The words to find (at most 1024 characters are read, as the search form allows). */
  text: string
  mode: LocalSearchMode
  /** Top K: at most this many results in all (1..999). */
  limit: number
  /** The page of those results to return, from 1 (default 1), and its size (default 50). */
  page?: number
  size?: number
  /** Scenes of `videoId` only ('current'), or of every video ('all', the default). */
  scope?: 'all' | 'current'
  /** The video the search started from (a similar search, or the scope 'current'). */
  videoId?: string
  /** The scene a similar-scenes search started from. */
  sceneIndex?: number
  /** A similar search: the source video (videos) or source scene (scenes) is left out. */
  similar?: boolean
}

/**
 * The server's paged shape, so the same pager and result cards render local results, and how
 * many videos the index held (all it searched: at most `LOCAL_SEARCH_MAX_VIDEOS`).
 */
export type LocalSearchPage = SimilarPage & { searchedVideos: number }

export interface TagSuggestion {
  /** The tag as the library spells it (its most frequent spelling). */
  name: string
  /** How many indexed videos carry it. */
  count: number
}

/**
 * How a page reached the index: `seen`, the user opened or listed it now; `restored`, a saved page
 * given again at a start, which is no visit (it neither renews a video nor pushes one out).
 */
export type Arrival = 'seen' | 'restored'

export interface IndexStats {
  /** Whose index is in memory (null before `load` or after `wipe`). */
  owner: string | null
  videos: number
  scenes: number
}

/**
 * The local search index of one signed-in user. Every call that reads or writes names the
 * owner (`ownerOf(user)`): a write for another owner first wipes the previous owner's index, a
 * read for another owner finds nothing (a read before any `load` loads its owner first).
 * Calls run in the order made.
 */
export interface LocalSearch {
  /** Restores `owner`'s saved index; another owner's saved index is deleted, never loaded. */
  load(owner: string): Promise<IndexStats>
  /**
   * Adds or refreshes videos (list items keep the scenes a detail page gave before); beyond
   * `LOCAL_SEARCH_MAX_VIDEOS` the least recently seen leave the index.
   */
  upsertVideos(
    owner: string,
    videos: readonly IndexableVideo[],
    arrival?: Arrival,
  ): Promise<IndexStats>
  /** Forgets videos (deleted ones). */
  removeVideos(owner: string, ids: readonly string[]): Promise<IndexStats>
  /** Ranked results in the server's shape; empty for another owner or an empty query. */
  search(owner: string, query: LocalSearchQuery): Promise<LocalSearchPage>
  /** Tags of the saved library that match what the user typed, best first. */
  suggestTags(owner: string, prefix: string, limit?: number): Promise<TagSuggestion[]>
  /** Writes pending changes to IndexedDB now (they are also written shortly after a change). */
  flush(): Promise<void>
  /** Forgets everything, in memory and in IndexedDB. */
  wipe(): Promise<void>
  stats(): Promise<IndexStats>
}
