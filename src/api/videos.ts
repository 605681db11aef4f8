import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { apiRequest } from './http'

/** Spec §4: the statuses; any other value is shown as in progress. */
export const VIDEO_STATUSES = ['in_progress', 'failed', 'completed'] as const
export type VideoStatus = (typeof VIDEO_STATUSES)[number]
export const displayStatus = (status: string | null | undefined): VideoStatus =>
  status === 'failed' || status === 'completed' ? status : 'in_progress'

const text = v.nullish(v.string(), '')
const optionalText = v.nullish(v.string(), null)

export const FrameSchema = v.looseObject({ path: v.string() })

export const SceneSchema = v.looseObject({
  index: v.pipe(v.number(), v.integer()),
  startTime: text,
  endTime: text,
  description: text,
  thumbnail: optionalText,
  videoPath: optionalText,
  frames: v.nullish(v.array(FrameSchema), []),
})
export type Scene = v.InferOutput<typeof SceneSchema>

export const TagSchema = v.looseObject({ name: v.string() })

export const VideoSchema = v.looseObject({
  id: v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((id) => String(id)),
  ),
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
  trailerPath: optionalText,
  reportPath: optionalText,
  isTrailerCreating: v.nullish(v.boolean(), false),
  isReportCreating: v.nullish(v.boolean(), false),
  outputData: v.nullish(v.looseObject({ scenes: v.nullish(v.array(SceneSchema), []) }), null),
})
export type Video = v.InferOutput<typeof VideoSchema>

/** Spec §3 paged response. */
export const pagedSchema = <T extends v.GenericSchema>(item: T) =>
  v.looseObject({
    items: v.array(item),
    total: v.pipe(v.number(), v.integer(), v.minValue(0)),
    pages: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
    page: v.pipe(v.number(), v.integer(), v.minValue(1)),
    size: v.pipe(v.number(), v.integer(), v.minValue(1)),
  })

export const VideoPageSchema = pagedSchema(VideoSchema)
export type VideoPage = v.InferOutput<typeof VideoPageSchema>

/** Spec §7 list defaults and the fixed sort: priority, then newest first. */
export const LIST_PAGE_SIZE = 50
export const LIST_SORT = ['priority', '-created_at'] as const

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
  })

export const videoDetailQuery = (id: string) =>
  queryOptions({
    queryKey: videoKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest({ path: `/api/videos/${encodeURIComponent(id)}`, schema: VideoSchema, signal }),
  })

export const deleteVideo = (id: string) =>
  apiRequest({ method: 'DELETE', path: `/api/videos/${encodeURIComponent(id)}` })

export const retryVideo = (id: string) =>
  apiRequest({ method: 'POST', path: `/api/videos/${encodeURIComponent(id)}/retry-process` })
