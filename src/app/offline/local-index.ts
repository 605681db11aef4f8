import type { Query, QueryClient } from '@tanstack/react-query'
import {
  currentOwner,
  feedIndex,
  setIndexOwner,
  unfeedIndex,
  wipeIfSignedOut,
} from '@/api/local-search/feed'
import type { Arrival } from '@/api/local-search/types'
import { detailIdOf, videosInQuery } from '@/api/local-search/videos-in-query'
import { session } from '@/api/session'

/**
 * The saved library, searchable on this device (docs/decisions.md "Local search"): every
 * library page and detail page that is saved for offline use is also given to the local search index, as it arrives (the
 * pages restored at start too, so the index never lacks a saved page after a reload), and
 * the index is wiped with the rest of the saved copy when a session ends (app/session-end.ts).
 * Same owner rules: each page goes to the index of the user it was fetched for.
 */
export function startLocalIndex(queryClient: QueryClient): void {
  const cache = queryClient.getQueryCache()
  const feed = (query: Query, arrival: Arrival) => {
    // Only what is saved for offline use: the index answers for the saved library alone.
    if (query.meta?.persist !== true) return
    const owner = currentOwner()
    const videos = owner ? videosInQuery(query.queryKey, query.state.data) : undefined
    if (owner && videos) feedIndex(owner, videos, arrival)
  }
  // The pages restored at start are no visit: they neither renew a video in the index nor push
  // one out of it (docs/product.md §4 Offline, the most recent videos).
  for (const query of cache.getAll()) if (query.state.status === 'success') feed(query, 'restored')
  cache.subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') feed(event.query, 'seen')
    // A detail page removed from the cache (a deleted video) leaves the index too.
    if (event.type === 'removed') {
      const owner = currentOwner()
      const id = detailIdOf(event.query.queryKey)
      if (owner && id) unfeedIndex(owner, [id])
    }
  })
  wipeIfSignedOut()
  // The saved index is written only while it is the signed-in user's (the saved copy's rule):
  // it becomes theirs at start and at each sign-in, here or followed from another tab.
  let owner = currentOwner()
  if (owner) setIndexOwner(owner)
  session.subscribe(() => {
    const next = currentOwner()
    if (next === owner) return
    owner = next
    if (next) setIndexOwner(next)
  })
}
