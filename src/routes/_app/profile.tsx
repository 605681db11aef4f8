import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { ProfilePage } from '../../features/profile/ProfilePage'
import { profileSchema } from '../../features/profile/searchParams'

export const Route = createFileRoute('/_app/profile')({
  validateSearch: profileSchema,
  search: { middlewares: [stripSearchParams({ type: 'ACCOUNT' })] },
  component: ProfilePage,
})
