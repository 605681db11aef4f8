import { createFileRoute } from '@tanstack/react-router'
import { SimilarResultsPage } from '../../../../features/search/SimilarResultsPage'
import { similarSearchSchema } from '../../../../features/search/searchParams'

export const Route = createFileRoute('/_app/video/similar/{-$videoId}')({
  validateSearch: similarSearchSchema,
  component: SimilarResultsPage,
})
