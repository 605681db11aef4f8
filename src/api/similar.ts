import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query'
import * as v from 'valibot'
import { apiRequest } from './http'
import { pagedSchema } from './videos'

const text = v.nullish(v.string(), '')
const optionalText = v.nullish(v.string(), null)

/** Spec §3 similar result item: a video, or one scene of it (the scene fields are then set). */
export const SimilarItemSchema = v.looseObject({
  id: v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((id) => String(id)),
  ),
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

/** Spec §7: both search calls page by 50 from page 1. */
export const SIMILAR_PAGE_SIZE = 50

export type SimilarEndpoint = 'find-similar-videos' | 'find-similar-scenes'

/** The query of one search call, in the API's own (snake_case) names. */
export interface SimilarPayload {
  page: number
  size: number
  description: string
  k_value: number
  search_method: string
  video?: boolean
  video_id?: string
  scene_index?: number
  search_scope?: string
}

export interface SimilarRequest {
  endpoint: SimilarEndpoint
  payload: SimilarPayload
}

export const similarKeys = {
  all: ['similar'] as const,
  search: (request: SimilarRequest | undefined) =>
    [...similarKeys.all, request?.endpoint ?? 'none', request?.payload ?? {}] as const,
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
            payload: { ...request.payload },
            schema: SimilarPageSchema,
            signal,
          })
      : skipToken,
    placeholderData: keepPreviousData,
  })
