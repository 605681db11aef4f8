import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import { profileQuery } from '@/api/profile'
import { type SidebarSection, sectionOf } from '@/app/route-facts'
import { useLogout } from '@/app/use-logout'
import { LanguageSwitcher } from '@/i18n/LanguageSwitcher'
import { Icon, type IconName } from '@/ui/Icon'

interface NavProps {
  collapsed?: boolean
  onNavigate?: () => void
}

/** The sidebar entries (docs/product.md §2): shared by the desktop sidebar and the phone drawer. */
export function SidebarNav({ collapsed = false, onNavigate }: NavProps) {
  const { t } = useLingui()
  const profile = useQuery(profileQuery())
  const logout = useLogout()
  const current = useRouterState({
    select: (state) => sectionOf(state.matches.map((match) => match.staticData)),
  })
  const items: {
    to: '/video' | '/advanced-search/{-$videoId}' | '/privacy-policy' | '/profile'
    label: string
    icon: IconName
    section?: SidebarSection
  }[] = [
    { to: '/video', label: t`Videos`, icon: 'film', section: 'videos' },
    {
      to: '/advanced-search/{-$videoId}',
      label: t`Advanced Search`,
      icon: 'search',
      section: 'search',
    },
    { to: '/privacy-policy', label: t`Privacy Policy`, icon: 'shield' },
    { to: '/profile', label: t`Profile`, icon: 'user', section: 'profile' },
  ]
  return (
    <div className={collapsed ? 'sidebar-nav collapsed' : 'sidebar-nav'}>
      <nav aria-label={t`Main`}>
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              {/* The page's section says which entry is current (a search from a video, the
                  results under /video/similar, a video's detail); the link's own matching is
                  kept exact so it never marks a second entry. */}
              <Link
                to={item.to}
                params={{}}
                className="nav-link"
                activeOptions={{ exact: true, includeSearch: false }}
                aria-current={item.section && item.section === current ? 'page' : undefined}
                data-status={item.section && item.section === current ? 'active' : undefined}
                onClick={onNavigate}
                title={collapsed ? item.label : undefined}
              >
                <Icon name={item.icon} />
                <span className="nav-label">{item.label}</span>
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="nav-link"
              onClick={() => {
                onNavigate?.()
                void logout()
              }}
              title={collapsed ? t`Logout` : undefined}
            >
              <Icon name="logout" />
              <span className="nav-label">{t`Logout`}</span>
            </button>
          </li>
        </ul>
      </nav>
      <div className="sidebar-footer">
        {!collapsed && <LanguageSwitcher />}
        <div className="sidebar-user">
          <Icon name="user" />
          <span className="nav-label">
            <span className="visually-hidden">{t`Signed in as`}</span>
            <span className="sidebar-email">{profile.data?.email ?? '…'}</span>
            <span className="sidebar-team muted">{profile.data?.team?.name ?? ''}</span>
          </span>
        </div>
      </div>
    </div>
  )
}
