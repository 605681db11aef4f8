import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { type Profile, profileQuery } from '@/api/profile'
import { useRouteQuery } from '@/api/use-route-query'
import type { OfflineCopy } from '@/offline/device-report'
import { LoadProblem, LoadStates } from '@/ui/LoadStates'
import { PageSpinner } from '@/ui/Spinner'
import { AccountSection } from './AccountSection'
import { ChangeEmailSection } from './ChangeEmailSection'
import { ChangePasswordSection } from './ChangePasswordSection'
import { DeleteAccountSection } from './DeleteAccountSection'
import { ExportSection } from './ExportSection'
import { OfflineSection } from './OfflineSection'
import { ProfileSectionNav } from './ProfileSectionNav'
import type { ProfileSection } from './profile-params'
import { SECTION_INFO } from './sections'
import './profile.css'

const route = getRouteApi('/_app/profile')

/**
 * docs/product.md §2 Profile: the profile loads first, then the section named by `type`. The
 * Offline copy section reads only this device, so it never waits for the profile.
 */
export function ProfilePage({ offlineCopy }: { offlineCopy: OfflineCopy }) {
  const { i18n } = useLingui()
  const { type } = route.useSearch()
  // Shown from the cache at once (offline too); the route's loader refreshes it on entry.
  const profile = useRouteQuery(profileQuery()).state
  const title = i18n._(SECTION_INFO[type].label)

  return (
    <section className="page profile-page" aria-labelledby="profile-title">
      <header className="page-header">
        <h1 id="profile-title">
          <Trans>Profile</Trans>
        </h1>
      </header>
      <div className="profile-layout">
        <ProfileSectionNav current={type} />
        <div className="profile-content card">
          <h2>{title}</h2>
          {type === 'OFFLINE' ? (
            <OfflineSection copy={offlineCopy} />
          ) : (
            <LoadStates
              state={profile}
              loading={<PageSpinner />}
              offline={(retry) => <ProfileProblem onRetry={retry} />}
              error={(_, retry) => <ProfileProblem onRetry={retry} />}
            >
              {(data) => <SectionBody key={`${data.id}-${type}`} type={type} profile={data} />}
            </LoadStates>
          )}
        </div>
      </div>
    </section>
  )
}

function SectionBody({ type, profile }: { type: ProfileSection; profile: Profile }) {
  switch (type) {
    case 'CHANGE_EMAIL':
      return <ChangeEmailSection profile={profile} />
    case 'CHANGE_PASSWORD':
      return <ChangePasswordSection />
    case 'EXPORT_PROFILE':
      return <ExportSection profile={profile} />
    case 'DELETE_ACCOUNT':
      return <DeleteAccountSection profile={profile} />
    default:
      return <AccountSection profile={profile} />
  }
}

function ProfileProblem({ onRetry }: { onRetry: () => void }) {
  return (
    <LoadProblem message={<Trans>Your profile could not be loaded.</Trans>} onRetry={onRetry} />
  )
}
