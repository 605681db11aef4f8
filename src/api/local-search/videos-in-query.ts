import type { QueryKey } from '@tanstack/react-query'
import { type Video, type VideoPage, videoKeys } from '@/api/videos'
import type { IndexableVideo } from './types'

const [ROOT, LIST] = videoKeys.lists()
const [, DETAIL] = videoKeys.details()

/**
 * The videos a cached answer holds, for the index: a library page's items, or the one video
 * of a detail page (with its scenes). Undefined for any other query.
 */
export function videosInQuery(queryKey: QueryKey, data: unknown): IndexableVideo[] | undefined {
  if (queryKey[0] !== ROOT || data === undefined || data === null) return undefined
  if (queryKey[1] === LIST) return (data as VideoPage).items
  if (queryKey[1] === DETAIL) return [data as Video]
  return undefined
}

/** The video id of a detail query's key (a removed detail page leaves the index). */
export function detailIdOf(queryKey: QueryKey): string | undefined {
  return queryKey[0] === ROOT && queryKey[1] === DETAIL && typeof queryKey[2] === 'string'
    ? queryKey[2]
    : undefined
}
