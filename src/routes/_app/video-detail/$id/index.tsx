import { createFileRoute } from '@tanstack/react-router'
import { videoDetailQuery } from '@/api/videos'
import { prefetch } from '@/app/prefetch'
import { VideoDetailPage } from '@/features/video-detail/VideoDetailPage'
import { videoDetailSchema } from '@/features/video-detail/video-detail-params'

export const Route = createFileRoute('/_app/video-detail/$id/')({
  staticData: { catalogs: ['video-detail'], section: 'videos' },
  validateSearch: videoDetailSchema,
  loader: ({ context, params }) => prefetch(context.queryClient, videoDetailQuery(params.id)),
  component: VideoDetailPage,
})
