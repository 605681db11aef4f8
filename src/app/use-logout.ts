import { logout } from '@/api/auth'
import { globalSpinner } from '@/ui/Spinner'

/** Logout (docs/product.md §2): clears the session and every trace of the user, then shows Login. */
export function useLogout() {
  return () => globalSpinner.around(() => logout())
}
