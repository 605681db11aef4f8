import * as v from 'valibot'
import { decryptText, encryptText } from '../lib/crypto'

/** docs/product.md §3: the local session record, kept encrypted under `localUser`. */
export const LOCAL_USER_KEY = 'localUser'

const SessionUserSchema = v.looseObject({
  accessToken: v.pipe(v.string(), v.minLength(1)),
  email: v.optional(v.string()),
})
export type SessionUser = v.InferOutput<typeof SessionUserSchema>

type Listener = () => void
type EndReason = 'logout' | 'forced' | 'rejected'
type EndHandler = (reason: EndReason, previous: SessionUser) => void | Promise<void>

let currentUser: SessionUser | null = null
const listeners = new Set<Listener>()
const endHandlers = new Set<EndHandler>()

function emit() {
  for (const listener of listeners) listener()
}

export const session = {
  user(): SessionUser | null {
    return currentUser
  },
  token(): string | undefined {
    return currentUser?.accessToken
  },
  isSignedIn(): boolean {
    return Boolean(currentUser?.accessToken)
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /** Work to do whenever a session ends (wiping caches, leaving the page). */
  onEnd(handler: EndHandler): () => void {
    endHandlers.add(handler)
    return () => endHandlers.delete(handler)
  },
}

/** Sign-in success: keep the user in memory and its encrypted copy in localStorage. */
export async function startSession(user: SessionUser): Promise<void> {
  currentUser = user
  emit()
  await persist(user)
}

/** A refresh answered with a new token: replace the current user, keep the rest. */
export async function replaceToken(accessToken: string): Promise<void> {
  if (!currentUser) return
  currentUser = { ...currentUser, accessToken }
  emit()
  await persist(currentUser)
}

async function persist(user: SessionUser) {
  try {
    localStorage.setItem(LOCAL_USER_KEY, await encryptText(JSON.stringify(user)))
  } catch {
    // Storage full or unavailable: the session still works for this tab.
  }
}

/**
 * docs/product.md §4 restore: read the stored user once; with an accessToken the session is signed in,
 * otherwise the stored copy is cleared and restore fails.
 */
export async function restoreSession(): Promise<boolean> {
  const sealed = safeGet(LOCAL_USER_KEY)
  if (!sealed) return false
  const plain = await decryptText(sealed)
  let parsed: unknown
  try {
    parsed = plain === undefined ? undefined : JSON.parse(plain)
  } catch {
    parsed = undefined
  }
  const result = v.safeParse(SessionUserSchema, parsed)
  if (!result.success) {
    safeRemove(LOCAL_USER_KEY)
    return false
  }
  currentUser = result.output
  emit()
  return true
}

/** Logout (docs/product.md §4): clear the current user and the stored copy, then run the end handlers. */
export async function endSession(reason: EndReason): Promise<void> {
  const previous = currentUser
  currentUser = null
  safeRemove(LOCAL_USER_KEY)
  emit()
  if (previous)
    await Promise.allSettled([...endHandlers].map((handler) => handler(reason, previous)))
}

function safeGet(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

function safeRemove(key: string) {
  try {
    localStorage.removeItem(key)
  } catch {
    // nothing to clear
  }
}
