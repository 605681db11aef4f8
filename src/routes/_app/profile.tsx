import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useMemo } from 'react'
import { profileQuery } from '@/api/profile'
import { offlineCopyOf } from '@/app/offline/read-device-report'
import { pageHead } from '@/app/page-title'
import { prefetch } from '@/app/prefetch'
import { ProfilePage } from '@/features/profile/ProfilePage'
import { PROFILE_DEFAULTS, profileSchema } from '@/features/profile/profile-params'
import { profileTitle } from '@/features/profile/sections'
import { removeWaitingUploads } from '@/features/upload/upload-launcher'

export const Route = createFileRoute('/_app/profile')({
  staticData: { catalogs: ['profile'], section: 'profile' },
  validateSearch: profileSchema,
  search: { middlewares: [stripSearchParams(PROFILE_DEFAULTS)] },
  // Refreshed on every entry (the profile may have changed in another tab or device), shown
  // from the cache meanwhile; switching sections does not refetch.
  loader: ({ context, cause }) =>
    prefetch(
      context.queryClient,
      cause === 'stay' ? profileQuery() : { ...profileQuery(), staleTime: 0 },
    ),
  head: ({ match }) => pageHead(profileTitle(match.search.type)),
  component: ProfileRoute,
})

/**
 * The Offline copy section reads and removes what the shell keeps on this device, and the
 * uploads waiting for the network (the upload feature's queue).
 */
function ProfileRoute() {
  const { queryClient } = Route.useRouteContext()
  const offlineCopy = useMemo(
    () => ({ ...offlineCopyOf(queryClient), removeWaitingUploads }),
    [queryClient],
  )
  return <ProfilePage offlineCopy={offlineCopy} />
}
