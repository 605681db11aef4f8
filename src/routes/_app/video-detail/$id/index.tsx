import { createFileRoute } from '@tanstack/react-router'
import { videoDetailQuery } from '@/api/videos'
import { prefetch } from '@/app/prefetch'
import { videoDetailSchema } from '@/features/video-detail/search-params'
import { VideoDetailPage } from '@/features/video-detail/VideoDetailPage'

export const Route = createFileRoute('/_app/video-detail/$id/')({
  staticData: { catalogs: ['video-detail'], section: 'videos' },
  validateSearch: videoDetailSchema,
  loader: ({ context, params }) => prefetch(context.queryClient, videoDetailQuery(params.id)),
  component: VideoDetailPage,
})
