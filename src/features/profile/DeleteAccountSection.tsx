import { Trans } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import type { Profile } from '@/api/profile'
import { Icon } from '@/ui/Icon'
import { ServerButton } from '@/ui/ServerButton'

// The confirmation loads with its first use.
const DeleteAccountDialog = lazy(() =>
  import('./DeleteAccountDialog').then((module) => ({ default: module.DeleteAccountDialog })),
)

/** docs/product.md §2 Delete Account: the danger zone; its button opens the confirmation popup. */
export function DeleteAccountSection({ profile }: { profile: Profile }) {
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(false)
  // The dialog unmounts instead of closing, so focus goes back by hand once it is gone
  // (while the modal is still open, everything outside it is inert).
  useEffect(() => {
    if (wasOpen.current && !open) trigger.current?.focus()
    wasOpen.current = open
  }, [open])
  return (
    <div className="danger-zone">
      <h3>
        <Icon name="alert-triangle" />
        <Trans>Danger zone</Trans>
      </h3>
      <p>
        <Trans>
          Deleting your account is permanent. You will be logged out and can no longer log in with
          this account.
        </Trans>
      </p>
      <div className="form-actions">
        <ServerButton ref={trigger} className="danger" onClick={() => setOpen(true)}>
          <Trans>Delete Account</Trans>
        </ServerButton>
      </div>
      {open && (
        <Suspense fallback={null}>
          <DeleteAccountDialog profile={profile} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  )
}
