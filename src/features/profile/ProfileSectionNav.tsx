import { useLingui } from '@lingui/react'
import { useLingui as useLinguiMacro } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Icon } from '@/ui/Icon'
import { PROFILE_SECTIONS, type ProfileSection } from './profile-params'
import { SECTION_INFO } from './sections'

/** Section links: choosing one rewrites `type` in the URL (ACCOUNT, the default, is left out). */
export function ProfileSectionNav({ current }: { current: ProfileSection }) {
  const { i18n } = useLingui()
  const { t } = useLinguiMacro()
  return (
    <nav className="profile-nav" aria-label={t`Profile sections`}>
      <ul>
        {PROFILE_SECTIONS.map((section) => (
          <li key={section}>
            <Link
              to="/profile"
              search={{ type: section }}
              className={
                section === 'DELETE_ACCOUNT' ? 'profile-nav-link danger' : 'profile-nav-link'
              }
              aria-current={section === current ? 'page' : undefined}
              activeOptions={{ exact: true, includeSearch: true }}
              replace
            >
              <Icon name={SECTION_INFO[section].icon} size={18} />
              <span>{i18n._(SECTION_INFO[section].label)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
