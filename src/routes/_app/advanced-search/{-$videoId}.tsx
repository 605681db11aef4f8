import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { videoDetailQuery } from '@/api/videos'
import { pageHead } from '@/app/page-title'
import { prefetch } from '@/app/prefetch'
import { AdvancedSearchPage } from '@/features/search/AdvancedSearchPage'
import { advancedSearchSchema, SEARCH_DEFAULTS } from '@/features/search/search-page-params'
import { ADVANCED_SEARCH_TITLE } from '@/features/search/search-titles'

export const Route = createFileRoute('/_app/advanced-search/{-$videoId}')({
  staticData: { catalogs: ['search'], section: 'search' },
  validateSearch: advancedSearchSchema,
  search: { middlewares: [stripSearchParams(SEARCH_DEFAULTS)] },
  // The video a search starts from (its summary becomes the search text).
  loader: ({ context, params }) =>
    params.videoId ? prefetch(context.queryClient, videoDetailQuery(params.videoId)) : undefined,
  head: () => pageHead([ADVANCED_SEARCH_TITLE]),
  component: AdvancedSearchPage,
})
