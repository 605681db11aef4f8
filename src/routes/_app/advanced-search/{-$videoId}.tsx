import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { AdvancedSearchPage } from '../../../features/search/AdvancedSearchPage'
import { advancedSearchSchema, SEARCH_DEFAULTS } from '../../../features/search/searchParams'

export const Route = createFileRoute('/_app/advanced-search/{-$videoId}')({
  staticData: { catalogs: ['search'] },
  validateSearch: advancedSearchSchema,
  search: { middlewares: [stripSearchParams(SEARCH_DEFAULTS)] },
  component: AdvancedSearchPage,
})
