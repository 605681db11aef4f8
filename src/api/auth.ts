import type { QueryClient } from '@tanstack/react-query'
import { apiRequest } from './http'
import { profileQuery } from './profile'
import { endSession, session, startSession } from './session'
import { refreshSession, TokenSchema, verifyFailure } from './session-refresh'
import { tokenLifetime } from './token-lifetime'

/**
 * docs/product.md §7 Login. Any error, or an answer without accessToken, is a login failure (§8): the
 * caller shows the two-line popup. Resolves true when signed in.
 */
export async function login(email: string, password: string): Promise<boolean> {
  try {
    const result = await apiRequest({
      method: 'POST',
      path: '/api/login',
      payload: { email, password },
      auth: false,
      schema: TokenSchema,
    })
    const { accessToken, expiresIn } = result
    await startSession({
      ...result,
      email,
      ...tokenLifetime(accessToken, expiresIn ?? undefined),
    })
    return true
  } catch {
    return false
  }
}

type VerifyOutcome = 'verified' | 'offline' | 'transient' | 'rejected'

/**
 * docs/product.md §4 verify through /api/refresh. A new accessToken replaces the current one.
 * No answer (offline) or a 5xx/429 (transient) keeps the session, to be verified again later
 * (docs/decisions.md: transient trouble is not a rejection); a 401/403, another 4xx or an
 * answer without a token clears it.
 */
export async function verifySession(): Promise<VerifyOutcome> {
  if (!session.token()) {
    await endSession('rejected')
    return 'rejected'
  }
  const outcome = await refreshSession()
  return outcome === 'refreshed' ? 'verified' : outcome
}

/**
 * docs/product.md §2 App start: the stored session is verified and the profile loaded, both
 * at once. The profile request starts here, before any screen asks for it, so every profile
 * read at start shares this one answer. A profile that fails counts as the verify does
 * (verifyFailure): no answer, a 5xx or a 429 keeps the session for a later try; a 401/403 has
 * ended it already; anything else ends it as a rejection (to Login after about 100 ms,
 * session-wiring). docs/decisions.md: "Profile at start".
 */
export async function verifySessionAndProfile(queryClient: QueryClient): Promise<VerifyOutcome> {
  const user = session.user()
  const verifying = verifySession()
  if (!user) return verifying
  const profile = queryClient.fetchQuery({ ...profileQuery(), staleTime: 0 }).then(
    () => undefined,
    (error: unknown) => ({ error }),
  )
  const verified = await verifying
  if (verified !== 'verified') return verified
  const failed = await profile
  if (!failed) return 'verified'
  const outcome = verifyFailure(failed.error)
  // Only the session that asked ends; one that ended or changed hands meanwhile stays.
  if (outcome === 'rejected' && session.user()?.email === user.email) await endSession('rejected')
  return outcome
}

export function logout(): Promise<void> {
  return endSession('logout')
}

export function requestPasswordReset(email: string) {
  return apiRequest({
    method: 'POST',
    path: '/api/forgot-password',
    payload: { email },
    auth: false,
  })
}

export function resetPassword(payload: {
  password: string
  confirmationPassword: string
  resetToken: string
}) {
  return apiRequest({
    method: 'POST',
    path: '/api/reset-password',
    payload: {
      password: payload.password,
      confirmation_password: payload.confirmationPassword,
      reset_token: payload.resetToken,
    },
    auth: false,
  })
}
