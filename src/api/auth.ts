import * as v from 'valibot'
import { apiRequest } from './http'
import { endSession, replaceToken, session, startSession } from './session'

const TokenSchema = v.looseObject({ accessToken: v.pipe(v.string(), v.minLength(1)) })

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
    await startSession({ ...result, email })
    return true
  } catch {
    return false
  }
}

export type VerifyOutcome = 'verified' | 'offline' | 'rejected'

/**
 * docs/product.md §4 verify through /api/refresh. A new accessToken replaces the current one; an HTTP
 * answer that is not success, or a success without a token, clears the session. A network
 * failure keeps it (docs/decisions.md: offline is not logged out) and is verified again later.
 */
export async function verifySession(): Promise<VerifyOutcome> {
  if (!session.token()) {
    await endSession('rejected')
    return 'rejected'
  }
  try {
    const result = await apiRequest({ path: '/api/refresh' })
    const parsed = v.safeParse(TokenSchema, result)
    if (!parsed.success) {
      await endSession('rejected')
      return 'rejected'
    }
    await replaceToken(parsed.output.accessToken)
    return 'verified'
  } catch (error) {
    if (error instanceof Error && 'kind' in error && error.kind === 'network') return 'offline'
    await endSession('rejected')
    return 'rejected'
  }
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
