import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { videoListSchema } from '../../../features/videos/searchParams'
import { VideoListPage } from '../../../features/videos/VideoListPage'

export const Route = createFileRoute('/_app/video/')({
  validateSearch: videoListSchema,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  component: VideoListPage,
})
