import { createFileRoute, redirect } from '@tanstack/react-router'
import { CARRIED_PARAM } from '@/lib/search-params'

const TARGET = '/video'

/** docs/product.md §2: any other path redirects to VideoList (whose guard may send on to Login). */
export const Route = createFileRoute('/$')({
  staticData: { redirectTo: TARGET },
  beforeLoad: ({ search }) => {
    throw redirect({ to: TARGET, search: { [CARRIED_PARAM]: search[CARRIED_PARAM] } })
  },
})
