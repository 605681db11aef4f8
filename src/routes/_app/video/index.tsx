import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { videoListQuery } from '@/api/videos'
import { prefetch } from '@/app/prefetch'
import { VIDEO_LIST_DEFAULTS, videoListSchema } from '@/features/videos/search-params'
import { VideoListPage } from '@/features/videos/VideoListPage'

export const Route = createFileRoute('/_app/video/')({
  staticData: { catalogs: ['videos'], section: 'videos' },
  validateSearch: videoListSchema,
  search: { middlewares: [stripSearchParams(VIDEO_LIST_DEFAULTS)] },
  loaderDeps: ({ search }) => ({ page: search.page, tags: search.searchValue ?? '' }),
  loader: ({ context, deps }) =>
    prefetch(context.queryClient, videoListQuery(deps.page, deps.tags)),
  component: VideoListPage,
})
