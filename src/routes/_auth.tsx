import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { session } from '@/api/session'
import { BlankLayout } from '@/app/layouts/BlankLayout'
import { CARRIED_PARAM } from '@/lib/search-params'

/** Signed-out only: a signed-in user is sent to VideoList, keeping the whitelisted param. */
export const Route = createFileRoute('/_auth')({
  staticData: { guard: 'signed-out', catalogs: ['auth'] },
  beforeLoad: ({ search }) => {
    if (session.isSignedIn()) {
      throw redirect({ to: '/video', search: { [CARRIED_PARAM]: search[CARRIED_PARAM] } })
    }
  },
  component: () => (
    <BlankLayout>
      <Outlet />
    </BlankLayout>
  ),
})
