import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { IconName } from '@/ui/Icon'
import type { ProfileSection } from './profile-params'

/** The profile page's own sidebar (docs/product.md §2): label and icon of each section, in order. */
export const SECTION_INFO: Record<ProfileSection, { label: MessageDescriptor; icon: IconName }> = {
  ACCOUNT: { label: msg`Account`, icon: 'user' },
  CHANGE_EMAIL: { label: msg`Change Email`, icon: 'mail' },
  CHANGE_PASSWORD: { label: msg`Change Password`, icon: 'lock' },
  EXPORT_PROFILE: { label: msg`Export Profile`, icon: 'download' },
  OFFLINE: { label: msg`Offline copy`, icon: 'database' },
  DELETE_ACCOUNT: { label: msg`Delete Account`, icon: 'trash' },
}

/** Profile's own part of the document title (its route): the section shown, then the page. */
export const profileTitle = (section: ProfileSection): MessageDescriptor[] => [
  SECTION_INFO[section].label,
  msg`Profile`,
]
