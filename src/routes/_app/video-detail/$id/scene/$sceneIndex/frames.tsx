import { createFileRoute } from '@tanstack/react-router'
import { videoDetailQuery } from '@/api/videos'
import { prefetch } from '@/app/prefetch'
import { SceneFramesPage } from '@/features/video-detail/SceneFramesPage'

export const Route = createFileRoute('/_app/video-detail/$id/scene/$sceneIndex/frames')({
  staticData: { catalogs: ['video-detail'], section: 'videos' },
  loader: ({ context, params }) => prefetch(context.queryClient, videoDetailQuery(params.id)),
  component: SceneFramesPage,
})
