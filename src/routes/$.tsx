import { createFileRoute, redirect } from '@tanstack/react-router'
import { CARRIED_PARAM } from '../lib/search-params'

/** Spec §2: any other path redirects to VideoList (whose guard may send on to Login). */
export const Route = createFileRoute('/$')({
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/video', search: { [CARRIED_PARAM]: search[CARRIED_PARAM] } })
  },
})
