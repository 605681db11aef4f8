import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { LIST_PAGE_SIZE } from '@/config/limits'
import { apiRequest } from './http'
import { idSchema, optionalText, pagedSchema, text } from './schema'

/** docs/product.md §4: the statuses; any other value is shown as in progress. */
const VIDEO_STATUSES = ['in_progress', 'failed', 'completed'] as const
type VideoStatus = (typeof VIDEO_STATUSES)[number]
export const displayStatus = (status: string | null | undefined): VideoStatus =>
  status === 'failed' || status === 'completed' ? status : 'in_progress'

const FrameSchema = v.looseObject({ path: v.string() })

const SceneSchema = v.looseObject({
  index: v.pipe(v.number(), v.integer()),
  startTime: text,
  endTime: text,
  description: text,
  thumbnail: optionalText,
  videoPath: optionalText,
  frames: v.nullish(v.array(FrameSchema), []),
})
export type Scene = v.InferOutput<typeof SceneSchema>

const TagSchema = v.looseObject({ name: v.string() })

export const VideoSchema = v.looseObject({
  id: idSchema,
  filename: text,
  status: text,
  createdAt: optionalText,
  videoDate: optionalText,
  videoLength: v.nullish(v.number(), null),
  title: optionalText,
  summary: optionalText,
  tags: v.nullish(v.array(TagSchema), []),
  videoThumbnailPath: optionalText,
  videoPath: optionalText,
  /** The language the analysis wrote in ("en", "ja"). */
  outputLanguage: optionalText,
  trailerPath: optionalText,
  reportPath: optionalText,
  isTrailerCreating: v.nullish(v.boolean(), false),
  isReportCreating: v.nullish(v.boolean(), false),
  outputData: v.nullish(v.looseObject({ scenes: v.nullish(v.array(SceneSchema), []) }), null),
})
export type Video = v.InferOutput<typeof VideoSchema>

export const VideoPageSchema = pagedSchema(VideoSchema)
export type VideoPage = v.InferOutput<typeof VideoPageSchema>

/** docs/product.md §7: the fixed sort of the list, priority then newest first. */
const LIST_SORT = ['priority', '-created_at'] as const

export const videoKeys = {
  all: ['videos'] as const,
  lists: () => [...videoKeys.all, 'list'] as const,
  list: (page: number, tags: string) => [...videoKeys.lists(), { page, tags }] as const,
  details: () => [...videoKeys.all, 'detail'] as const,
  detail: (id: string) => [...videoKeys.details(), id] as const,
}

export const videoListQuery = (page: number, tags: string) =>
  queryOptions({
    queryKey: videoKeys.list(page, tags),
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/api/videos',
        payload: { size: LIST_PAGE_SIZE, page, tags: tags || undefined, sort: LIST_SORT },
        schema: VideoPageSchema,
        signal,
      }),
    meta: { persist: true },
  })

export const videoDetailQuery = (id: string) =>
  queryOptions({
    queryKey: videoKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest({ path: `/api/videos/${encodeURIComponent(id)}`, schema: VideoSchema, signal }),
    meta: { persist: true },
  })

export const deleteVideo = (id: string, signal?: AbortSignal) =>
  apiRequest({ method: 'DELETE', path: `/api/videos/${encodeURIComponent(id)}`, signal })

export const retryVideo = (id: string) =>
  apiRequest({ method: 'POST', path: `/api/videos/${encodeURIComponent(id)}/retry-process` })
