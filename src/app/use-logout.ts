import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { logout } from '@/api/auth'
import { showModal } from '@/ui/modal-store'
import { globalSpinner } from '@/ui/Spinner'
import { featureLogoutChecks } from './session-registry'

/**
 * Logout (docs/product.md §2): clears the session and every trace of the user, then shows Login.
 * While uploads are unfinished it asks first; confirmed, their half-made videos are removed
 * before the session ends, so none is left "in progress" for good (docs/decisions.md, "Logout
 * during an upload").
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
      await Promise.allSettled(checks.map((check) => check.discard()))
      await logout()
    })
  }
}
