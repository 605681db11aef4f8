/**
 * How long an access token lives, so a long upload can refresh it in time (docs/decisions.md,
 * "Long uploads outlive the token"): the login/refresh answer's `expires_in` (seconds) when the
 * server sends one, else the token's own `exp` when it is a JWT, else unknown.
 */

interface TokenLifetime {
  /** When this client received the token (ms since the epoch). */
  issuedAt: number
  /** When it stops working, in this client's clock; undefined when unknown. */
  expiresAt?: number
}

/** With no known lifetime, a token is refreshed this often while an upload runs. */
export const UNKNOWN_LIFETIME_REFRESH_MS = 60_000

export function tokenLifetime(
  accessToken: string,
  expiresIn: number | undefined,
  now = Date.now(),
): TokenLifetime {
  if (expiresIn !== undefined && Number.isFinite(expiresIn) && expiresIn > 0) {
    return { issuedAt: now, expiresAt: now + expiresIn * 1000 }
  }
  const claims = jwtClaims(accessToken)
  if (claims?.exp !== undefined) {
    // exp - iat is immune to a skewed client clock; exp alone is not.
    const seconds = claims.iat !== undefined ? claims.exp - claims.iat : claims.exp - now / 1000
    if (seconds > 0) return { issuedAt: now, expiresAt: now + seconds * 1000 }
  }
  return { issuedAt: now }
}

function jwtClaims(token: string): { exp?: number; iat?: number } | undefined {
  const parts = token.split('.')
  if (parts.length !== 3 || !parts[1]) return undefined
  try {
    const json = atob(parts[1].replace(/-/g, '+').replace(/_/g, '/'))
    const claims = JSON.parse(json) as Record<string, unknown>
    const num = (value: unknown) => (typeof value === 'number' ? value : undefined)
    return { exp: num(claims.exp), iat: num(claims.iat) }
  } catch {
    return undefined
  }
}

/**
 * Milliseconds until the token should be refreshed: at half its life when the life is known,
 * else UNKNOWN_LIFETIME_REFRESH_MS after it was issued. Zero or less: refresh now.
 */
export function refreshDueIn(lifetime: Partial<TokenLifetime>, now = Date.now()): number {
  const { issuedAt, expiresAt } = lifetime
  if (issuedAt === undefined) return 0
  if (expiresAt !== undefined && expiresAt > issuedAt) {
    return issuedAt + (expiresAt - issuedAt) / 2 - now
  }
  return issuedAt + UNKNOWN_LIFETIME_REFRESH_MS - now
}
