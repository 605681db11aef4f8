import { createFileRoute } from '@tanstack/react-router'
import { AdvancedSearchPage } from '../../../features/search/AdvancedSearchPage'
import { advancedSearchSchema } from '../../../features/search/searchParams'

export const Route = createFileRoute('/_app/advanced-search/{-$videoId}')({
  validateSearch: advancedSearchSchema,
  component: AdvancedSearchPage,
})
