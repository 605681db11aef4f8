/**
 * One token refresh at a time across every tab of the app (docs/decisions.md, "Tabs share one
 * refresh"): a Web Lock held for the whole refresh, the new token stored before it is let go.
 * A tab that waited reads the stored session first and finds the other tab's new token, handed
 * over through IndexedDB (localStorage may lag behind the lock: session-handoff.ts). Where the
 * browser has no Web Locks (Safari before 15.4), `work` runs at once, as before.
 *
 * Not re-entrant: never call it from inside `work`.
 *
 * What no lock can help: a page reloaded or closed while its refresh is on the wire. The server
 * has taken the token and answered with the next one, and the answer is lost with the page; on a
 * backend that revokes the token a refresh presents, every tab's next call is refused and the
 * session ends (seen in `tabs-refresh.spec.ts` when a tab was loaded again mid-refresh, with
 * 8-second tokens; with tokens of minutes the window is a few hundred milliseconds a lifetime).
 */
export function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (!locks) return work()
  return locks.request('session-refresh', work)
}
