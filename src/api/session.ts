import { createAtom } from '@tanstack/store'
import * as v from 'valibot'
import { decryptText, encryptText } from '@/lib/crypto'
import {
  newSessionTag,
  OLD_SESSION_TAG_KEY,
  readSessionTag,
  SESSION_TAG_KEY,
} from '@/offline/session-tag'
import { forgetHandedOverSession, handOverSession, successorOf } from './session-handoff'
import { LOCAL_USER_KEY } from './session-key'

const SessionUserSchema = v.looseObject({
  accessToken: v.pipe(v.string(), v.minLength(1)),
  email: v.optional(v.string()),
  /** When the token was issued and when it expires (ms since the epoch), when known. */
  issuedAt: v.optional(v.number()),
  expiresAt: v.optional(v.number()),
})
export type SessionUser = v.InferOutput<typeof SessionUserSchema>

/**
 * Why a session ended: the user logged out; the server answered 401/403 (forced); the check at
 * start failed (rejected); or another tab logged out or signed in as someone else (elsewhere:
 * the stored session is that tab's and is left as it is).
 */
export type EndReason = 'logout' | 'forced' | 'rejected' | 'elsewhere'

type EndHandler = (reason: EndReason, previous: SessionUser) => void | Promise<void>

interface SessionState {
  user: SessionUser | null
  /** The sealed copy this tab last wrote or read: a different stored value is another tab's. */
  knownSealed: string | null
  /** A token refresh running now (session-refresh.ts), shared by every caller meanwhile. */
  refreshing: Promise<unknown> | undefined
}

const state = createAtom<SessionState>({ user: null, knownSealed: null, refreshing: undefined })
/** The current user alone: its subscribers hear of a sign-in, a new token or an end. */
const currentUser = createAtom(() => state.get().user)
const patch = (change: Partial<SessionState>) => state.set((now) => ({ ...now, ...change }))
/** The one place a session end is handled (app/session-end.ts lists what it clears). */
let endHandler: EndHandler | undefined

export const session = {
  user(): SessionUser | null {
    return currentUser.get()
  },
  token(): string | undefined {
    return currentUser.get()?.accessToken
  },
  isSignedIn(): boolean {
    return Boolean(currentUser.get()?.accessToken)
  },
  /** Calls `listener` whenever the user changes (signed in, new token, ended). */
  subscribe(listener: () => void): () => void {
    return currentUser.subscribe(() => listener()).unsubscribe
  },
  onEnd(handler: EndHandler): void {
    endHandler = handler
  },
  /** A token refresh running now (session-refresh.ts), for callers that must wait for it. */
  refreshing(): Promise<unknown> | undefined {
    return state.get().refreshing
  },
  trackRefresh(promise: Promise<unknown>): void {
    patch({ refreshing: promise })
    void promise.finally(() => {
      if (state.get().refreshing === promise) patch({ refreshing: undefined })
    })
  },
}

const sameUser = (a: SessionUser, b: SessionUser) =>
  (a.email ?? '').trim().toLowerCase() === (b.email ?? '').trim().toLowerCase()

/**
 * Sign-in success: keep the user in memory and its encrypted copy in localStorage, beside a new
 * session tag (what the page snapshot is kept under, offline/page-snapshot.ts). A tag is only
 * ever stored beside the session it was made for: the previous one goes first, the new one is
 * written after the sealed session.
 */
export async function startSession(user: SessionUser): Promise<void> {
  safeRemove(SESSION_TAG_KEY)
  patch({ user })
  await persist(user, newSessionTag())
}

/**
 * A refresh answered with a new token: replace the current user's token, keep the rest. The
 * new token is in use at once; the stored copy (for a reload and the other tabs) follows.
 */
export function replaceToken(
  accessToken: string,
  lifetime: { issuedAt?: number; expiresAt?: number } = {},
): Promise<void> {
  const current = session.user()
  if (!current) return Promise.resolve()
  const user = { ...current, accessToken, ...lifetime }
  patch({ user })
  return persist(user, undefined, current.accessToken)
}

/**
 * Stores the sealed copy of `user`, and after it the session tag of a new sign-in, then hands
 * it over to the next tab in line for the refresh lock, as the successor of the token a refresh
 * spent (session-handoff.ts).
 */
async function persist(user: SessionUser, newTag?: string, spentToken?: string) {
  let sealed: string
  try {
    sealed = await encryptText(JSON.stringify(user))
    // Ended or replaced while this was being sealed: the newer state is stored, not this one.
    if (session.user() !== user) return
    localStorage.setItem(LOCAL_USER_KEY, sealed)
    if (newTag) safeSet(SESSION_TAG_KEY, newTag)
    patch({ knownSealed: sealed })
  } catch {
    // Storage full or unavailable: the session still works for this tab.
    return
  }
  await handOverSession(sealed, spentToken)
}

async function unseal(sealed: string | null): Promise<SessionUser | undefined> {
  if (!sealed) return undefined
  const plain = await decryptText(sealed)
  try {
    const result = v.safeParse(
      SessionUserSchema,
      plain === undefined ? undefined : JSON.parse(plain),
    )
    return result.success ? result.output : undefined
  } catch {
    return undefined
  }
}

/**
 * docs/product.md §4 restore: read the stored user once; with an accessToken the session is signed in,
 * otherwise the stored copy is cleared and restore fails.
 */
export async function restoreSession(): Promise<boolean> {
  const sealed = safeGet(LOCAL_USER_KEY)
  if (!sealed) return false
  const user = await unseal(sealed)
  if (!user) {
    forgetStoredSession()
    return false
  }
  patch({ user, knownSealed: sealed })
  // A session stored by a build before the session tag gets one now.
  if (!readSessionTag()) safeSet(SESSION_TAG_KEY, newSessionTag())
  safeRemove(OLD_SESSION_TAG_KEY)
  return true
}

/**
 * Logout (docs/product.md §4): clear the current user and the stored copy, then run the end
 * handler. A session that ended elsewhere leaves the stored copy alone: it is the other tab's.
 */
export async function endSession(reason: EndReason): Promise<void> {
  const previous = session.user()
  if (reason !== 'elsewhere') forgetStoredSession()
  patch(reason === 'elsewhere' ? { user: null } : { user: null, knownSealed: null })
  if (previous) await endHandler?.(reason, previous)
}

/** Whether a session is stored (this tab's or another's). */
export function hasStoredSession(): boolean {
  return safeGet(LOCAL_USER_KEY) !== null
}

/** True when the stored session is not the one this tab knows (cheap: no decryption). */
export function storedSessionChanged(): boolean {
  return safeGet(LOCAL_USER_KEY) !== state.get().knownSealed
}

type FollowOutcome = 'unchanged' | 'refreshed' | 'ended' | 'started'

/**
 * Brings this tab in line with a stored session another tab changed (docs/decisions.md,
 * "Tabs"): a new token of the same user is adopted quietly; a logout ends this tab's session;
 * another user's sign-in ends it and starts theirs ('started', also when this tab had none).
 */
export async function followStoredSession(): Promise<FollowOutcome> {
  const sealed = safeGet(LOCAL_USER_KEY)
  if (sealed === state.get().knownSealed) return 'unchanged'
  const stored = await unseal(sealed)
  // Changed again while decrypting: the next call (or the event that changed it) follows.
  if (safeGet(LOCAL_USER_KEY) !== sealed) return 'unchanged'
  patch({ knownSealed: sealed })
  const current = session.user()
  if (stored && current && sameUser(stored, current)) {
    // Older than the token in use (one handed over ahead of localStorage): the newer stays.
    if (!isOlder(stored, current)) patch({ user: stored })
    return 'refreshed'
  }
  if (current) await endSession('elsewhere')
  if (!stored) return 'ended'
  patch({ user: stored })
  return 'started'
}

/**
 * followStoredSession for a tab that holds the refresh lock (session-refresh.ts, http.ts): the
 * token a refresh stored after spending this tab's is taken even where this tab's localStorage
 * does not show it yet (session-handoff.ts says why it may not). Anything else (a logout,
 * another user) is followed from localStorage, as the other tabs do.
 */
export async function followLatestSession(): Promise<FollowOutcome> {
  const current = session.user()
  const successor = current ? await successorOf(current.accessToken) : undefined
  if (current && successor && successor !== state.get().knownSealed) {
    const latest = await unseal(successor)
    if (latest && sameUser(latest, current) && session.user() === current) {
      patch({ user: latest, knownSealed: successor })
      return 'refreshed'
    }
  }
  return followStoredSession()
}

/** Received earlier by this device (`issuedAt`, every tab's one clock), where both are known. */
const isOlder = (a: SessionUser, b: SessionUser) =>
  a.issuedAt !== undefined && b.issuedAt !== undefined && a.issuedAt < b.issuedAt

function safeGet(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

/** The stored session and its session tag go together. */
function forgetStoredSession() {
  void forgetHandedOverSession()
  safeRemove(LOCAL_USER_KEY)
  safeRemove(SESSION_TAG_KEY)
  safeRemove(OLD_SESSION_TAG_KEY)
}

function safeSet(key: string, value: string) {
  try {
    localStorage.setItem(key, value)
  } catch {
    // Storage full or unavailable: nothing is kept, as for the session itself.
  }
}

function safeRemove(key: string) {
  try {
    localStorage.removeItem(key)
  } catch {
    // nothing to clear
  }
}
