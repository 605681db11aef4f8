import * as v from 'valibot'
import { isApiError } from './errors'
import { apiRequest } from './http'
import { withRefreshLock } from './refresh-lock'
import { endSession, followLatestSession, replaceToken, type SessionUser, session } from './session'
import { refreshDueIn, tokenLifetime } from './token-lifetime'

/** A login or refresh answer: the token and, when the server says, its life in seconds. */
export const TokenSchema = v.looseObject({
  accessToken: v.pipe(v.string(), v.minLength(1)),
  expiresIn: v.optional(v.nullable(v.number())),
})

/**
 * refreshed: a new token is in use. offline: no answer (the network, or none within the
 * timeout). transient: a 5xx or 429, the server is in trouble. Neither of these two ends the
 * session (docs/decisions.md, Session). rejected: the session has ended.
 */
type RefreshOutcome = 'refreshed' | 'offline' | 'transient' | 'rejected'

/**
 * How a failed call that checks the session counts (docs/decisions.md, Session): no HTTP
 * answer (the network, a timeout, a refused redirect) is offline, a 5xx or 429 is transient,
 * and neither ends the session; anything else (a 401/403, another 4xx, an unreadable or
 * wrongly shaped answer) is a rejection.
 */
export function verifyFailure(error: unknown): Exclude<RefreshOutcome, 'refreshed'> {
  if (!isApiError(error) || error.kind === 'network') return 'offline'
  if (error.kind === 'http' && (error.status >= 500 || error.status === 429)) return 'transient'
  return 'rejected'
}

/** A refresh with no answer within this time counts as no answer at all. */
export const REFRESH_TIMEOUT_MS = 15_000
/** Refreshes while an upload runs are never closer together than this... */
const MIN_GAP_MS = 1000
/** ...and after a failed one the next try waits this long. */
const RETRY_MS = 5000
/** A scheduled refresh comes up to a tenth of its wait later, at most this much. */
const MAX_JITTER_MS = 3000

/** docs/product.md §7 GET /api/refresh. One at a time: callers arriving meanwhile share its outcome. */
export function refreshSession(): Promise<RefreshOutcome> {
  const running = session.refreshing() as Promise<RefreshOutcome> | undefined
  if (running) return running
  const refresh = runRefresh()
  session.trackRefresh(refresh)
  return refresh
}

async function runRefresh(): Promise<RefreshOutcome> {
  const asked = session.user()
  if (!asked) return 'rejected'
  const { outcome, rejected } = await withRefreshLock(async () => {
    // Another tab may have refreshed while this one waited for the lock: its token, not yet
    // half-way through its life, is this tab's too. Refreshing again would spend a request,
    // and a backend that revokes the token a refresh presents would have revoked the other's.
    await followLatestSession().catch(() => undefined)
    const user = session.user()
    if (!user || user.email !== asked.email) return { outcome: 'rejected' as const }
    if (user.accessToken !== asked.accessToken && refreshDueIn(user) > 0)
      return { outcome: 'refreshed' as const }
    return refreshNow(user)
  })
  // The session a refusal ends is ended once the lock is let go: its wipe (IndexedDB, caches)
  // never holds up another tab's refresh, or a 401's retry waiting for the lock.
  if (rejected && session.user()?.accessToken === rejected.accessToken) await endSession('rejected')
  return outcome
}

/** A refresh's outcome, and the user it refused (another 4xx, or a 2xx without a token). */
interface RefreshResult {
  outcome: RefreshOutcome
  rejected?: SessionUser
}

async function refreshNow(user: SessionUser): Promise<RefreshResult> {
  let result: v.InferOutput<typeof TokenSchema>
  const timeout = new AbortController()
  const timer = setTimeout(() => timeout.abort(), REFRESH_TIMEOUT_MS)
  try {
    result = await apiRequest({
      path: '/api/refresh',
      schema: TokenSchema,
      isRefresh: true,
      signal: timeout.signal,
    })
  } catch (error) {
    const outcome = verifyFailure(error)
    // A 401/403 has ended the session already (http.ts).
    return { outcome, rejected: outcome === 'rejected' ? user : undefined }
  } finally {
    clearTimeout(timer)
  }
  // Ended or handed to another user meanwhile: this answer belongs to nobody now.
  if (session.user()?.email !== user.email) return { outcome: 'rejected' }
  const expiresIn = result.expiresIn ?? undefined
  // Stored before the lock is let go, so the next tab in line finds it.
  await replaceToken(result.accessToken, tokenLifetime(result.accessToken, expiresIn))
  return { outcome: 'refreshed' }
}

/** Long work (an upload) holding the session fresh, and whether the signed-in hold is on. */
let working = 0
let signedInHold = false
let timer: ReturnType<typeof setTimeout> | undefined
let unsubscribe: (() => void) | undefined

/**
 * Keeps the session fresh while some long work runs (an upload): the token is refreshed at
 * half its life (its life known from `expires_in` or the JWT, else every minute) until the
 * returned release function is called.
 */
export function keepSessionFresh(): () => void {
  working++
  watch()
  let released = false
  return () => {
    if (released) return
    released = true
    working--
    watch()
  }
}

/**
 * While signed in, a token whose life is known is refreshed at half its life, so a backend
 * with short-lived tokens does not sign out a user who stays on a page (a library polling an
 * analysis, a long form). A token of unknown life is left alone here: the check at start and
 * the uploads' own refreshes are enough, and a refresh a minute all day would be noise.
 */
export function keepSignedInSessionFresh(on: boolean): void {
  signedInHold = on
  watch()
}

/** Schedules the next refresh whenever the token, the session or the holders change. */
function watch() {
  if (working > 0 || signedInHold) {
    unsubscribe ??= session.subscribe(() => schedule(0))
    schedule(0)
  } else {
    unsubscribe?.()
    unsubscribe = undefined
    clearTimeout(timer)
  }
}

function schedule(minimum: number) {
  clearTimeout(timer)
  const user = session.user()
  if (!user) return
  if (working === 0 && (!signedInHold || user.expiresAt === undefined)) return
  const due = Math.max(minimum, MIN_GAP_MS, refreshDueIn(user))
  // Tabs that got one token at once would all ask at the same instant: a little jitter lets
  // the first refresh and the others adopt its token (withRefreshLock).
  const jitter = Math.random() * Math.min(due / 10, MAX_JITTER_MS)
  timer = setTimeout(async () => {
    const outcome = await refreshSession()
    // A new token reschedules through the subscription; trouble tries again a little later.
    if (outcome === 'offline' || outcome === 'transient') schedule(RETRY_MS)
  }, due + jitter)
}

/** Right before the last calls of long work: a token past half its life is refreshed first. */
export async function ensureFreshSession(): Promise<void> {
  const user = session.user()
  if (user && refreshDueIn(user) <= 0) await refreshSession()
}
