import { hashKey, hydrate, type Query, type QueryClient } from '@tanstack/react-query'
import { isApiError } from '@/api/errors'
import type { SavedRecord } from '@/offline/saved-records'

/**
 * The rules of the saved copy (docs/decisions.md, "Offline"), between the query cache and the
 * records: which queries are saved (those whose options say `meta: { persist: true }`), when
 * (every time data arrives, whatever the query's status; a failed refetch never removes or
 * downgrades anything), what comes back at start, and how it comes back (at once, but stale, so
 * everything on screen is asked of the server again).
 */

interface SavedRules {
  owner: string
  version: number
  now: number
  maxAgeMs: number
  maxRecords: number
  /** A record's data as its query kind's schema reads it; undefined when it does not fit. */
  read: (queryKey: readonly unknown[], data: unknown) => { data: unknown } | undefined
}

/** A saved page is kept for as long as a query is cached (the query client's gcTime). */
export const SAVED_MAX_RECORDS = 1000

/**
 * What to restore (the owner's records of this version, not older than `maxAgeMs`, whose data
 * its schema accepts, the newest `maxRecords`, each with its data as the schema reads it), which
 * ids to delete (all the rest) and how many of those its schema refused. One bad record is
 * dropped alone: the others restore, and no screen is handed data it cannot read.
 */
export function sortOutSaved(records: readonly SavedRecord[], rules: SavedRules) {
  const usable = records
    .filter(
      (record) =>
        record.owner === rules.owner &&
        record.version === rules.version &&
        record.updatedAt > rules.now - rules.maxAgeMs,
    )
    .sort((a, b) => b.updatedAt - a.updatedAt)
  const restore: SavedRecord[] = []
  let refused = 0
  for (const record of usable) {
    if (restore.length === rules.maxRecords) break
    const read = readSafely(rules, record)
    if (read) restore.push({ ...record, data: read.data })
    else refused++
  }
  const kept = new Set(restore.map((record) => record.id))
  const drop = records.filter((record) => !kept.has(record.id)).map((record) => record.id)
  return { restore, drop, refused }
}

/** A record's data as its schema reads it; undefined when it does not fit, or the read throws. */
function readSafely(rules: SavedRules, record: SavedRecord) {
  try {
    return rules.read(record.queryKey, record.data)
  } catch {
    return undefined
  }
}

/** The record of a query that asked to be saved and has data; otherwise undefined. */
function recordOf(
  query: Pick<Query, 'queryKey' | 'queryHash' | 'state' | 'meta'>,
  owner: string,
  version: number,
): SavedRecord | undefined {
  if (query.meta?.persist !== true || query.state.data === undefined) return undefined
  return {
    id: query.queryHash,
    owner,
    version,
    queryKey: query.queryKey,
    data: query.state.data,
    updatedAt: query.state.dataUpdatedAt,
  }
}

/**
 * Puts saved records into the cache, marked stale: they paint at once and are then refetched.
 * Each comes back as the query that saved it, `meta` included, so it counts as saved before
 * any screen asks for it again (the local search index is fed from it at start, offline too).
 */
export function restoreQueries(queryClient: QueryClient, records: readonly SavedRecord[]) {
  const restoredAt = Date.now()
  hydrate(queryClient, {
    mutations: [],
    queries: records.map((record) => ({
      queryKey: record.queryKey,
      queryHash: hashKey(record.queryKey),
      meta: { persist: true },
      dehydratedAt: restoredAt,
      state: {
        data: record.data,
        dataUpdateCount: 1,
        dataUpdatedAt: record.updatedAt,
        error: null,
        errorUpdateCount: 0,
        errorUpdatedAt: 0,
        fetchFailureCount: 0,
        fetchFailureReason: null,
        fetchMeta: null,
        isInvalidated: true,
        status: 'success',
        fetchStatus: 'idle',
      },
    })),
  })
}

interface SaveTarget {
  /** The signed-in user's owner id; nothing is saved without one. */
  owner: () => string | undefined
  version: number
  save: (record: SavedRecord) => void
  forget: (ids: string[]) => void
}

/**
 * Saves a persisted query whenever its data changes (a fetch, a refetch, an optimistic update)
 * and forgets it when the server says it is gone (404). Other failures change nothing saved.
 */
export function keepSaving(queryClient: QueryClient, target: SaveTarget): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.meta?.persist !== true) return
    const owner = target.owner()
    if (!owner) return
    if (event.action.type === 'success') {
      const record = recordOf(event.query, owner, target.version)
      if (record) target.save(record)
    } else if (event.action.type === 'error' && isGone(event.action.error)) {
      target.forget([event.query.queryHash])
    }
  })
}

const isGone = (error: unknown) =>
  isApiError(error) && error.kind === 'http' && error.status === 404
