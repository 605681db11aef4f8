import { describe, expect, it } from 'vitest'
import { refreshDueIn, tokenLifetime, UNKNOWN_LIFETIME_REFRESH_MS } from './token-lifetime'

const jwt = (claims: object) =>
  `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`

describe('tokenLifetime', () => {
  it('takes expires_in (seconds) when the server sends it', () => {
    expect(tokenLifetime('opaque', 30, 1000)).toEqual({ issuedAt: 1000, expiresAt: 31_000 })
  })

  it('else reads a JWT, trusting exp - iat over this client’s clock', () => {
    expect(tokenLifetime(jwt({ iat: 100, exp: 160 }), undefined, 5000)).toEqual({
      issuedAt: 5000,
      expiresAt: 65_000,
    })
    expect(tokenLifetime(jwt({ exp: 70 }), undefined, 10_000)).toEqual({
      issuedAt: 10_000,
      expiresAt: 70_000,
    })
  })

  it('else does not know', () => {
    expect(tokenLifetime('opaque', undefined, 1000)).toEqual({ issuedAt: 1000 })
    expect(tokenLifetime('a.b.c', 0, 1000)).toEqual({ issuedAt: 1000 })
  })
})

describe('refreshDueIn', () => {
  it('is half the known life', () => {
    expect(refreshDueIn({ issuedAt: 0, expiresAt: 4000 }, 1000)).toBe(1000)
    expect(refreshDueIn({ issuedAt: 0, expiresAt: 4000 }, 2500)).toBeLessThan(0)
  })

  it('is the default interval when the life is unknown, and now for a token of unknown age', () => {
    expect(refreshDueIn({ issuedAt: 0 }, 0)).toBe(UNKNOWN_LIFETIME_REFRESH_MS)
    expect(refreshDueIn({}, 0)).toBe(0)
  })
})
