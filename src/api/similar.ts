import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query'
import * as v from 'valibot'
import { SEARCH_PAGE_SIZE } from '@/config/limits'
import { apiRequest } from './http'
import { idSchema, optionalText, pagedSchema, text } from './schema'

/** docs/product.md §3 similar result item: a video, or one scene of it (the scene fields are then set). */
const SimilarItemSchema = v.looseObject({
  id: idSchema,
  title: text,
  summary: text,
  status: text,
  createdAt: optionalText,
  videoThumbnailPath: optionalText,
  similarityScore: v.nullish(v.number(), null),
  sceneIndex: v.nullish(v.pipe(v.number(), v.integer()), null),
  sceneThumbnailPath: optionalText,
  sceneDescription: text,
})
export type SimilarItem = v.InferOutput<typeof SimilarItemSchema>

export const SimilarPageSchema = pagedSchema(SimilarItemSchema)
export type SimilarPage = v.InferOutput<typeof SimilarPageSchema>

type SimilarEndpoint = 'find-similar-videos' | 'find-similar-scenes'

/** One search call (docs/product.md §7): which endpoint, and its query in the app's names. */
export interface SimilarRequest {
  endpoint: SimilarEndpoint
  query: {
    page: number
    description: string
    kValue: number
    searchMethod: string
    /** The search starts from `videoId` (a similar search: the server leaves it out). */
    video: boolean
    videoId?: string
    sceneIndex?: number
    searchScope?: string
  }
}

/** The query string of a search call, in the API's own (snake_case) names. */
export function similarPayload({ query }: SimilarRequest) {
  return {
    page: query.page,
    size: SEARCH_PAGE_SIZE,
    description: query.description,
    k_value: query.kValue,
    search_method: query.searchMethod,
    video: query.video,
    video_id: query.videoId,
    scene_index: query.sceneIndex,
    search_scope: query.searchScope,
  }
}

const similarKeys = {
  all: ['similar'] as const,
  search: (request: SimilarRequest | undefined) =>
    [...similarKeys.all, request?.endpoint ?? 'none', request?.query ?? {}] as const,
}

/**
 * One page of a similar-videos or similar-scenes search (nothing to fetch without a request).
 * Results keep their place while the next page loads: the previous page stays as placeholder.
 */
export const similarSearchQuery = (request: SimilarRequest | undefined) =>
  queryOptions({
    queryKey: similarKeys.search(request),
    queryFn: request
      ? ({ signal }) =>
          apiRequest({
            path: `/api/videos/${request.endpoint}`,
            payload: similarPayload(request),
            schema: SimilarPageSchema,
            signal,
          })
      : skipToken,
    placeholderData: keepPreviousData,
  })
