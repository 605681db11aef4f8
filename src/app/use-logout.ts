import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { logout } from '@/api/auth'
import { LOGOUT_DISCARD_WAIT_MS } from '@/config/limits'
import { showModal } from '@/ui/modal-store'
import { globalSpinner } from '@/ui/Spinner'
import { featureLogoutChecks } from './session-registry'

/**
 * Logout (docs/product.md §2): clears the session and every trace of the user, then shows Login.
 * While uploads are unfinished it asks first; confirmed, their half-made videos are removed
 * before the session ends, so none is left "in progress" for good (docs/decisions.md, "Logout
 * during an upload"). The removals get LOGOUT_DISCARD_WAIT_MS, then are cut off: the session
 * ends on the device whatever the API does.
 */
export function useLogout() {
  const { t } = useLingui()
  return async () => {
    const checks = featureLogoutChecks()
    const count = checks.reduce((sum, check) => sum + check.unfinished(), 0)
    if (count > 0) {
      const confirmed = await showModal({
        type: 'warning',
        title: t`Log out while uploading?`,
        message: plural(count, {
          one: 'One upload has not finished. Logging out stops it and removes its video.',
          other: '# uploads have not finished. Logging out stops them and removes their videos.',
        }),
        confirmLabel: t`Log out`,
        cancelLabel: t`Keep uploading`,
      })
      if (!confirmed) return
    }
    await globalSpinner.around(async () => {
      const cutOff = AbortSignal.timeout(LOGOUT_DISCARD_WAIT_MS)
      const cutOffReached = new Promise((resolve) => cutOff.addEventListener('abort', resolve))
      await Promise.race([
        Promise.allSettled(checks.map((check) => check.discard(cutOff))),
        cutOffReached,
      ])
      await logout()
    })
  }
}
