import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import type { Query, QueryClient } from '@tanstack/react-query'
import {
  type PersistedClient,
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  removeOldestQuery,
} from '@tanstack/react-query-persist-client'
import { clear, createStore, del, get, set } from 'idb-keyval'
import { session } from '../../api/session'
import { BUILD_ID } from '../../config/build-id'
import { QUERY_DB, QUERY_STORE } from '../../config/offline'
import { CACHE_MAX_AGE_MS } from '../query-client'
import { type AsyncBackend, createIdbMirror } from './idb-mirror'
import { ownerOf } from './owner'

/** IndexedDB keys: the persisted query client, and whose data it is. */
export const PERSIST_KEY = 'queries'
export const OWNER_KEY = 'owner'
/** The persister's `maxAge`; the query client's `gcTime` is at least this (pitfall). */
export const PERSIST_MAX_AGE_MS = CACHE_MAX_AGE_MS
/** Far above 2,000 list items + 200 detail pages (about 1.8 M characters, offline-measure e2e). */
export const PERSIST_BUDGET_CHARS = 40_000_000
const THROTTLE_MS = 500

/** Only what a user browses offline: library pages, detail pages, the profile, the languages. */
export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  if (query.state.status !== 'success') return false
  const [root, kind] = query.queryKey
  if (root === 'videos') return kind === 'list' || kind === 'detail'
  return root === 'profile' || (typeof root === 'string' && /languages/i.test(root))
}

/** A quota error: drop the oldest tenth of the queries (at least one) and try again. */
export function shrinkPersisted(value: string): string | undefined {
  let client: PersistedClient
  try {
    client = JSON.parse(value) as PersistedClient
  } catch {
    return undefined
  }
  const queries = [...client.clientState.queries].sort(
    (a, b) => a.state.dataUpdatedAt - b.state.dataUpdatedAt,
  )
  if (queries.length === 0) return undefined
  const keep = queries.slice(Math.max(1, Math.floor(queries.length / 10)))
  return JSON.stringify({ ...client, clientState: { ...client.clientState, queries: keep } })
}

export function idbBackend(): AsyncBackend {
  const store = createStore(QUERY_DB, QUERY_STORE)
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
    clear: () => clear(store),
  }
}

export interface PersistenceHandle {
  /** Forgets every persisted query (memory and IndexedDB); `owner` is forgotten too. */
  wipe: () => Promise<void>
  /** Resolves once what was persisted so far is in IndexedDB. */
  flush: () => Promise<void>
  restoreMs: number
  restoredChars: number
}

/**
 * Restores the persisted queries of the signed-in user into `queryClient` (call before the
 * router's first load), then keeps persisting. Data of another user, of another build or older
 * than `maxAge` is dropped. `onOtherUser` runs when someone else signs in over kept data.
 */
export async function startPersistence(
  queryClient: QueryClient,
  { backend = idbBackend(), onOtherUser }: { backend?: AsyncBackend; onOtherUser: () => void },
): Promise<PersistenceHandle> {
  const started = performance.now()
  const mirror = createIdbMirror(backend, {
    budgetChars: PERSIST_BUDGET_CHARS,
    shrink: shrinkPersisted,
  })
  const persister = createSyncStoragePersister({
    storage: mirror.storage,
    key: PERSIST_KEY,
    throttleTime: THROTTLE_MS,
    retry: removeOldestQuery,
  })

  let owner = ownerOf(session.user())
  await mirror.load(OWNER_KEY)
  let storedOwner = mirror.storage.getItem(OWNER_KEY) ?? undefined
  if (owner && storedOwner === owner) {
    await mirror.load(PERSIST_KEY)
  } else if (storedOwner !== undefined) {
    // Signed out, or someone else's data: nothing of it may show.
    await mirror.clear()
    storedOwner = undefined
    onOtherUser()
  }
  const restoredChars = mirror.size(PERSIST_KEY)
  await persistQueryClientRestore({
    queryClient,
    persister,
    maxAge: PERSIST_MAX_AGE_MS,
    buster: BUILD_ID,
  }).catch(() => undefined)
  const restoreMs = performance.now() - started

  const claim = (next: string | undefined) => {
    owner = next
    mirror.setWritable(Boolean(next))
    if (next && next !== storedOwner) {
      storedOwner = next
      // Through the mirror, so it is ordered after any wipe already queued.
      mirror.storage.setItem(OWNER_KEY, next)
    }
  }
  claim(owner)

  persistQueryClientSubscribe({
    queryClient,
    persister,
    buster: BUILD_ID,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  })

  // Logout stops writes at once (the wipe follows); another user's sign-in wipes first.
  session.subscribe(() => {
    const next = ownerOf(session.user())
    if (next === owner) return
    if (next && storedOwner && next !== storedOwner) {
      queryClient.clear()
      void mirror.clear()
      storedOwner = undefined
      onOtherUser()
    }
    claim(next)
  })

  return {
    async wipe() {
      mirror.setWritable(false)
      storedOwner = undefined
      await mirror.clear()
      mirror.setWritable(Boolean(owner))
    },
    flush: () => mirror.flush(),
    restoreMs,
    restoredChars,
  }
}
