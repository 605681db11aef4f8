/**
 * Where a page's data stands: the load states every data page goes through (docs/architecture.md).
 * `useRouteQuery` (api/use-route-query.ts) reads it off a page's query through
 * `api/query-load-state.ts`; `ui/LoadStates.tsx` shows one view per load state.
 */
export type LoadState<T> =
  | { step: 'loading' }
  /** No answer and nothing to show: no network (or none reached the server). */
  | { step: 'offline'; retry: () => void }
  /** The session ended: the app is already moving to Login, so the page shows nothing more. */
  | { step: 'ended' }
  | { step: 'error'; error: unknown; retry: () => void }
  | { step: 'ready'; data: T }
