import { createFileRoute } from '@tanstack/react-router'
import { videoDetailQuery } from '@/api/videos'
import { pageHead } from '@/app/page-title'
import { prefetch } from '@/app/prefetch'
import { cachedVideoName, DETAIL_TITLE } from '@/features/video-detail/detail-titles'
import { VideoDetailPage } from '@/features/video-detail/VideoDetailPage'
import { videoDetailSchema } from '@/features/video-detail/video-detail-params'

export const Route = createFileRoute('/_app/video-detail/$id/')({
  staticData: { catalogs: ['video-detail'], section: 'videos' },
  validateSearch: videoDetailSchema,
  // The video's name for the title when it is cached; the page asks again when it arrives.
  loader: ({ context, params }) => {
    prefetch(context.queryClient, videoDetailQuery(params.id))
    return { name: cachedVideoName(context.queryClient, params.id) }
  },
  head: ({ loaderData }) => pageHead([loaderData?.name || DETAIL_TITLE]),
  component: VideoDetailPage,
})
