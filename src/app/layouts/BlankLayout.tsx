import type { ReactNode } from 'react'
import { OfflineNotice } from '@/ui/OfflineNotice'

/** docs/product.md §2 blank layout: Home, Login, the password pages and PrivacyPolicy. */
export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <div className="blank-layout">
      <main id="main">
        <OfflineNotice />
        {children}
      </main>
    </div>
  )
}
