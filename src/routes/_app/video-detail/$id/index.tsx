import { createFileRoute } from '@tanstack/react-router'
import { videoDetailSchema } from '../../../../features/video-detail/searchParams'
import { VideoDetailPage } from '../../../../features/video-detail/VideoDetailPage'

export const Route = createFileRoute('/_app/video-detail/$id/')({
  staticData: { catalogs: ['video-detail'] },
  validateSearch: videoDetailSchema,
  component: VideoDetailPage,
})
