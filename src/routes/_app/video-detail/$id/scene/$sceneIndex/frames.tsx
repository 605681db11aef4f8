import { createFileRoute } from '@tanstack/react-router'
import { videoDetailQuery } from '@/api/videos'
import { pageHead } from '@/app/page-title'
import { prefetch } from '@/app/prefetch'
import { cachedVideoName, framesTitle } from '@/features/video-detail/detail-titles'
import { SceneFramesPage } from '@/features/video-detail/SceneFramesPage'

export const Route = createFileRoute('/_app/video-detail/$id/scene/$sceneIndex/frames')({
  staticData: { catalogs: ['video-detail'], section: 'videos' },
  // The video's name for the title when it is cached; the page asks again when it arrives.
  loader: ({ context, params }) => {
    prefetch(context.queryClient, videoDetailQuery(params.id))
    return { name: cachedVideoName(context.queryClient, params.id) }
  },
  head: ({ params, loaderData }) => pageHead([framesTitle(params.sceneIndex), loaderData?.name]),
  component: SceneFramesPage,
})
