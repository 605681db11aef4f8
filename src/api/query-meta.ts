/**
 * What a query's options may say about it (`meta`), typed for every `queryOptions`.
 * `persist: true` keeps its answers on this device for offline use (app/offline/saved-queries.ts),
 * for the user who fetched them; only what a user browses offline asks for it.
 */
export interface AppQueryMeta extends Record<string, unknown> {
  persist?: boolean
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta
  }
}
