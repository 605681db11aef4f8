/**
 * docs/product.md §3: the pending new e-mail of a change is held client-side during the flow and cleared
 * at the end. sessionStorage keeps it across a reload of this tab only; it is tied to the
 * account that started it, so another user signing in on this tab never sees it.
 */
const KEY = 'profile.pendingEmail'

interface Pending {
  owner: string
  newEmail: string
}

export function readPendingEmail(owner: string): string | undefined {
  try {
    const raw = sessionStorage.getItem(KEY)
    const parsed = raw ? (JSON.parse(raw) as Partial<Pending>) : undefined
    return parsed?.owner === owner && typeof parsed.newEmail === 'string'
      ? parsed.newEmail
      : undefined
  } catch {
    return undefined
  }
}

export function savePendingEmail(owner: string, newEmail: string) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ owner, newEmail } satisfies Pending))
  } catch {
    // Storage unavailable: the flow still works until the tab reloads.
  }
}

export function clearPendingEmail() {
  try {
    sessionStorage.removeItem(KEY)
  } catch {
    // nothing to clear
  }
}
