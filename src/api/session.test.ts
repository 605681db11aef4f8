import { beforeEach, describe, expect, it, vi } from 'vitest'
import { applyConfig } from '../config/runtime'
import { verifySession } from './auth'
import { endSession, LOCAL_USER_KEY, restoreSession, session, startSession } from './session'

beforeEach(async () => {
  applyConfig({ apiBase: 'https://api.test' })
  await endSession('logout')
  vi.unstubAllGlobals()
})

describe('session', () => {
  it('keeps the stored copy encrypted and restores it', async () => {
    await startSession({ accessToken: 'secret-token', email: 'a@b.co' })
    const stored = localStorage.getItem(LOCAL_USER_KEY)!
    expect(stored).toBeTruthy()
    expect(stored).not.toContain('secret-token')
    expect(stored).not.toContain('a@b.co')
    // A new tab: memory is empty, the stored copy brings the session back.
    await endSessionInMemoryOnly()
    localStorage.setItem(LOCAL_USER_KEY, stored)
    await expect(restoreSession()).resolves.toBe(true)
    expect(session.token()).toBe('secret-token')
  })

  it('clears a stored copy that is garbage or has no token', async () => {
    localStorage.setItem(LOCAL_USER_KEY, 'not-encrypted-at-all')
    await expect(restoreSession()).resolves.toBe(false)
    expect(localStorage.getItem(LOCAL_USER_KEY)).toBeNull()
  })

  it('logout clears memory and storage and runs the end handlers once', async () => {
    const handler = vi.fn()
    const off = session.onEnd(handler)
    await startSession({ accessToken: 't' })
    await endSession('logout')
    await endSession('logout')
    expect(session.isSignedIn()).toBe(false)
    expect(localStorage.getItem(LOCAL_USER_KEY)).toBeNull()
    expect(handler).toHaveBeenCalledTimes(1)
    off()
  })
})

describe('verifySession', () => {
  it('is rejected at once without a token, calling nothing', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    await expect(verifySession()).resolves.toBe('rejected')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('replaces the token from /api/refresh', async () => {
    await startSession({ accessToken: 'old' })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ access_token: 'new' }), { status: 200 })),
    )
    await expect(verifySession()).resolves.toBe('verified')
    expect(session.token()).toBe('new')
  })

  it('keeps the session on a network failure (offline)', async () => {
    await startSession({ accessToken: 'old' })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    )
    await expect(verifySession()).resolves.toBe('offline')
    expect(session.token()).toBe('old')
  })

  it.each([
    ['a success without token', 200, {}],
    ['a server error', 500, { detail: 'boom' }],
    ['an expired token', 401, { detail: 'expired' }],
  ])('clears the session on %s', async (_name, status, body) => {
    await startSession({ accessToken: 'old' })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status })),
    )
    await expect(verifySession()).resolves.toBe('rejected')
    expect(session.isSignedIn()).toBe(false)
  })
})

/** Drops the in-memory user as a fresh page load would, keeping nothing else. */
async function endSessionInMemoryOnly() {
  const stored = localStorage.getItem(LOCAL_USER_KEY)
  await endSession('logout')
  if (stored) localStorage.setItem(LOCAL_USER_KEY, stored)
}
