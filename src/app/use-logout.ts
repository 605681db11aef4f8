import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { logout } from '@/api/auth'
import { LOGOUT_DISCARD_WAIT_MS } from '@/config/limits'
import { showModal } from '@/ui/modal-store'
import { globalSpinner } from '@/ui/Spinner'
import { featureLogoutChecks } from './session-registry'

/**
 * Logout (docs/product.md §2): clears the session and every trace of the user, then shows Login.
 * It asks first when it would lose something the user may not expect to lose:
 * - offline, the saved copy (the pages that work without a network) goes, and signing in again
 *   needs the network (docs/decisions.md, "One voice offline");
 * - while uploads are unfinished, their half-made videos are removed before the session ends,
 *   so none is left "in progress" for good (docs/decisions.md, "Logout during an upload").
 * One question says both when both hold; Cancel keeps everything. The removals get
 * LOGOUT_DISCARD_WAIT_MS, then are cut off: the session ends on the device whatever the API does.
 */
export function useLogout() {
  const { t } = useLingui()
  return async () => {
    const checks = featureLogoutChecks()
    const count = checks.reduce((sum, check) => sum + check.unfinished(), 0)
    const offline = !navigator.onLine
    if (offline || count > 0) {
      const lines = [
        ...(offline
          ? [
              t`Logging out removes the saved copy of your pages from this device.`,
              t`Logging in again needs a connection.`,
            ]
          : []),
        ...(count > 0
          ? [
              plural(count, {
                one: 'One upload has not finished. Logging out stops it and removes its video.',
                other:
                  '# uploads have not finished. Logging out stops them and removes their videos.',
              }),
            ]
          : []),
      ]
      const confirmed = await showModal({
        type: 'warning',
        title: offline ? t`Log out while offline?` : t`Log out while uploading?`,
        message: lines,
        confirmLabel: t`Log out`,
        cancelLabel: offline ? undefined : t`Keep uploading`,
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
