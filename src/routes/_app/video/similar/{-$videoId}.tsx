import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { similarSearchQuery } from '@/api/similar'
import { prefetch } from '@/app/prefetch'
import { SimilarResultsPage } from '@/features/search/SimilarResultsPage'
import { SIMILAR_DEFAULTS, similarSearchSchema } from '@/features/search/search-params'
import { similarRequest } from '@/features/search/search-query'

export const Route = createFileRoute('/_app/video/similar/{-$videoId}')({
  staticData: { catalogs: ['search'], section: 'search' },
  validateSearch: similarSearchSchema,
  search: { middlewares: [stripSearchParams(SIMILAR_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => {
    const request = similarRequest(params.videoId, deps)
    if (request) prefetch(context.queryClient, similarSearchQuery(request))
  },
  component: SimilarResultsPage,
})
