import { createFileRoute } from '@tanstack/react-router'
import { SceneFramesPage } from '../../../../../../features/video-detail/SceneFramesPage'

export const Route = createFileRoute('/_app/video-detail/$id/scene/$sceneIndex/frames')({
  staticData: { catalogs: ['video-detail'] },
  component: SceneFramesPage,
})
