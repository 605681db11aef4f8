/**
 * One token refresh at a time across every tab of the app (docs/decisions.md, "Tabs share one
 * refresh"): a Web Lock held for the whole refresh, the new token stored before it is let go.
 * A tab that waited reads the stored session first and finds the other tab's new token. Where
 * the browser has no Web Locks (Safari before 15.4), `work` runs at once, as before.
 *
 * Not re-entrant: never call it from inside `work`.
 */
export function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (!locks) return work()
  return locks.request('session-refresh', work)
}
