import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { videoListQuery } from '@/api/videos'
import { useCodeAhead } from '@/app/code-ahead'
import { pageHead } from '@/app/page-title'
import { prefetch } from '@/app/prefetch'
import { PageDropTarget } from '@/features/upload/PageDropTarget'
import { openUpload, openUploadWithFiles } from '@/features/upload/upload-launcher'
import { VideoListPage } from '@/features/videos/VideoListPage'
import { VIDEO_LIST_DEFAULTS, videoListSchema } from '@/features/videos/video-list-params'
import { videoListTitle } from '@/features/videos/video-list-title'

export const Route = createFileRoute('/_app/video/')({
  // `upload`: the page's drop target shows the upload's words from the first screen.
  staticData: { catalogs: ['videos', 'upload'], section: 'videos' },
  validateSearch: videoListSchema,
  search: { middlewares: [stripSearchParams(VIDEO_LIST_DEFAULTS)] },
  loaderDeps: ({ search }) => ({
    page: search.page,
    tags: search.searchValue ?? '',
    kept: search.kept,
  }),
  // Only kept on this device: the list comes from the device, not the server.
  loader: ({ context, deps }) =>
    deps.kept ? undefined : prefetch(context.queryClient, videoListQuery(deps.page, deps.tags)),
  head: async ({ match: { search } }) =>
    pageHead([await videoListTitle(search.searchValue)], search.page),
  component: VideoListRoute,
})

/**
 * The library opens the upload, another feature: its Upload buttons and its page-wide drop
 * target are wired here (docs/architecture.md, "The library and the upload").
 */
function VideoListRoute() {
  // A card opens a detail page: its code is fetched while the library is idle.
  useCodeAhead('/video-detail/_')
  return (
    <VideoListPage
      onUpload={openUpload}
      dropTarget={<PageDropTarget onFiles={openUploadWithFiles} />}
    />
  )
}
