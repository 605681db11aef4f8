import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { similarSearchQuery } from '@/api/similar'
import { pageHead } from '@/app/page-title'
import { prefetch } from '@/app/prefetch'
import { SimilarVideoPage } from '@/features/search/SimilarVideoPage'
import { SIMILAR_DEFAULTS, similarSearchSchema } from '@/features/search/search-page-params'
import { similarVideoTitle } from '@/features/search/search-titles'
import { similarRequest } from '@/features/search/similar-request'

export const Route = createFileRoute('/_app/video/similar/{-$videoId}')({
  staticData: { catalogs: ['search'], section: 'search' },
  validateSearch: similarSearchSchema,
  search: { middlewares: [stripSearchParams(SIMILAR_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => {
    const request = similarRequest(params.videoId, deps)
    if (request) prefetch(context.queryClient, similarSearchQuery(request))
  },
  head: async ({ params, match: { search } }) =>
    pageHead([await similarVideoTitle(params.videoId, search)], search.page),
  component: SimilarVideoPage,
})
