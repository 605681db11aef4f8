import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { VIDEO_LIST_DEFAULTS, videoListSchema } from '../../../features/videos/searchParams'
import { VideoListPage } from '../../../features/videos/VideoListPage'

export const Route = createFileRoute('/_app/video/')({
  validateSearch: videoListSchema,
  search: { middlewares: [stripSearchParams(VIDEO_LIST_DEFAULTS)] },
  component: VideoListPage,
})
