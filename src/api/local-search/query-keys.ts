import type { SimilarRequest } from '@/api/similar'

/**
 * Questions to the index as query options, for screens on either side of the network: the
 * results of a search URL from this device (offline Advanced Search, `queries.ts`) and tag
 * suggestions (`tag-queries.ts`, apart so the library does not load the results' code).
 * Each first posts whatever saved pages are still queued, so the answer covers all of them.
 * Never persisted (they are answers of this device) and dropped with the session's queries.
 */

export const client = () => import('./client')

export const localSearchKeys = {
  all: ['local-search'] as const,
  results: (owner: string | undefined, request: SimilarRequest | undefined) =>
    [...localSearchKeys.all, 'results', owner ?? '', request ?? {}] as const,
  tags: (owner: string | undefined, typed: string) =>
    [...localSearchKeys.all, 'tags', owner ?? '', typed] as const,
}

export const LOCAL = { networkMode: 'always', retry: false, staleTime: 0 } as const
