import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { SimilarResultsPage } from '../../../../features/search/SimilarResultsPage'
import { SIMILAR_DEFAULTS, similarSearchSchema } from '../../../../features/search/searchParams'

export const Route = createFileRoute('/_app/video/similar/{-$videoId}')({
  staticData: { catalogs: ['search'] },
  validateSearch: similarSearchSchema,
  search: { middlewares: [stripSearchParams(SIMILAR_DEFAULTS)] },
  component: SimilarResultsPage,
})
