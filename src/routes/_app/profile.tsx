import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { ProfilePage } from '../../features/profile/ProfilePage'
import { PROFILE_DEFAULTS, profileSchema } from '../../features/profile/searchParams'

export const Route = createFileRoute('/_app/profile')({
  staticData: { catalogs: ['profile'] },
  validateSearch: profileSchema,
  search: { middlewares: [stripSearchParams(PROFILE_DEFAULTS)] },
  component: ProfilePage,
})
