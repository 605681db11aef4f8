import { del, get, set, type UseStore } from 'idb-keyval'
import { createCommittingStore } from '@/offline/committing-store'

/**
 * The sealed session a refresh stored, handed to the next tab in line for the refresh lock
 * (refresh-lock.ts) through IndexedDB, beside its copy in localStorage.
 *
 * localStorage alone cannot hand it over. Each renderer process reads its own copy of
 * localStorage, which the browser brings up to date a moment after another tab writes, on a
 * channel the Web Lock does not wait for: the next holder of the lock could still read the token
 * the last holder had just spent, and refresh with it (two tabs, 200 handovers: 8 read the old
 * value from localStorage, none from IndexedDB). A backend that revokes a presented token
 * answers 401; one that detects reuse could end the session everywhere. IndexedDB's write has
 * committed, in the browser, before the writer lets go of the lock, so the next holder reads it.
 *
 * The record names the tokens spent to reach it (fingerprints, the last few): a tab takes it only
 * in place of one of those, so it never replaces a session it does not follow from (a sign-in
 * elsewhere, a copy stored by another build).
 */
export const SESSION_HANDOFF_DB = 'vi-session-handoff'
const KEY = 'sealed'
/** Refreshes in a row a tab may have missed and still take the newest token. */
const SPENT_KEPT = 4

interface HandOver {
  sealed: string
  spent: string[]
}

let store: UseStore | undefined
/** Opened on first use: a page that never signs in or refreshes never creates it. */
const handoff = () => (store ??= createCommittingStore(SESSION_HANDOFF_DB, 'latest'))

async function fingerprint(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  return btoa(String.fromCharCode(...new Uint8Array(digest, 0, 16)))
}

async function read(): Promise<HandOver | undefined> {
  const record = await get<Partial<HandOver>>(KEY, handoff())
  if (typeof record?.sealed !== 'string' || !Array.isArray(record.spent)) return undefined
  return { sealed: record.sealed, spent: record.spent }
}

/**
 * Written after localStorage, under the refresh lock when `spentToken` (the token the refresh
 * presented) is given; a sign-in starts a new record. A failed write leaves nothing behind.
 */
export async function handOverSession(sealed: string, spentToken?: string): Promise<void> {
  try {
    let spent: string[] = []
    if (spentToken) {
      const earlier = (await read())?.spent ?? []
      spent = [await fingerprint(spentToken), ...earlier].slice(0, SPENT_KEPT)
    }
    await set(KEY, { sealed, spent } satisfies HandOver, handoff())
  } catch {
    await forgetHandedOverSession()
  }
}

/** The sealed session a refresh stored after spending `token` (or after its successors). */
export async function successorOf(token: string): Promise<string | undefined> {
  try {
    const record = await read()
    if (!record) return undefined
    return record.spent.includes(await fingerprint(token)) ? record.sealed : undefined
  } catch {
    return undefined
  }
}

/** With the stored session (a logout, a forced end). */
export async function forgetHandedOverSession(): Promise<void> {
  try {
    await del(KEY, handoff())
  } catch {
    // Nothing stored, or IndexedDB unavailable: nothing to take later either.
  }
}
