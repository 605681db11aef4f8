import { useLingui } from '@lingui/react/macro'
import { Link, Outlet, useRouterState } from '@tanstack/react-router'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { BrandMark } from '@/ui/BrandMark'
import { Icon } from '@/ui/Icon'
import { IconButton } from '@/ui/IconButton'
import { OfflineNotice } from '@/ui/OfflineNotice'
import { SkipLink } from '@/ui/SkipLink'
import { useModalDialog } from '@/ui/use-modal-dialog'
import { AppShortcuts } from './AppShortcuts'
import { SidebarNav } from './SidebarNav'

const COLLAPSED_KEY = 'sidebarCollapsed'

/**
 * docs/product.md §2 sidebar layout: a collapsible sidebar on desktop, a drawer on phones. `children` are
 * what the signed-in pages keep on screen beside the page (the route gives the upload tray), so
 * the shell itself knows no feature.
 */
export function SidebarLayout({ children }: { children?: ReactNode }) {
  const { t } = useLingui()
  const [collapsed, setCollapsed] = useState(() => readCollapsed())
  const [drawerOpen, setDrawerOpen] = useState(false)
  const drawer = useRef<HTMLDialogElement>(null)
  const pathname = useRouterState({ select: (state) => state.location.pathname })

  useModalDialog(drawer, drawerOpen)

  // A navigation closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname change is the trigger
  useEffect(() => setDrawerOpen(false), [pathname])

  const toggle = () => {
    setCollapsed((value) => {
      try {
        localStorage.setItem(COLLAPSED_KEY, String(!value))
      } catch {
        // not kept
      }
      return !value
    })
  }

  return (
    <div className={collapsed ? 'app-shell collapsed' : 'app-shell'}>
      <SkipLink />
      <header className="topbar">
        <IconButton
          icon="menu"
          label={t`Open menu`}
          className="ghost"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        />
        <Link to="/video" className="brand">
          <BrandMark />
        </Link>
      </header>
      <aside className="sidebar" aria-label={t`Sidebar`}>
        <div className="sidebar-head">
          <Link to="/video" className="brand">
            <Icon name="film" />
            <span className="nav-label">Video Insight</span>
          </Link>
          <IconButton
            icon={collapsed ? 'chevron-right' : 'chevron-left'}
            label={collapsed ? t`Expand sidebar` : t`Collapse sidebar`}
            aria-expanded={!collapsed}
            onClick={toggle}
          />
        </div>
        <SidebarNav collapsed={collapsed} />
      </aside>
      {/* A click on the backdrop closes the drawer; the keyboard uses Escape (the dialog's own). */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape is the keyboard path */}
      <dialog
        ref={drawer}
        className="drawer"
        aria-label={t`Menu`}
        onCancel={(event) => {
          event.preventDefault()
          setDrawerOpen(false)
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) setDrawerOpen(false)
        }}
      >
        <div className="drawer-panel">
          <div className="sidebar-head">
            <span className="brand">
              <BrandMark />
            </span>
            <IconButton
              icon="x"
              label={t`Close menu`}
              className="ghost"
              onClick={() => setDrawerOpen(false)}
            />
          </div>
          {drawerOpen && <SidebarNav onNavigate={() => setDrawerOpen(false)} />}
        </div>
      </dialog>
      <main id="main" className="app-main" tabIndex={-1}>
        <OfflineNotice />
        <Outlet />
      </main>
      {children}
      <AppShortcuts />
    </div>
  )
}

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === 'true'
  } catch {
    return false
  }
}
