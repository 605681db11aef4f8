import { beforeEach, describe, expect, it, vi } from 'vitest'
import { applyConfig } from '@/config/runtime'
import { OLD_SESSION_TAG_KEY, SESSION_TAG_KEY } from '@/offline/session-tag'
import { verifySession } from './auth'
import {
  endSession,
  followStoredSession,
  replaceToken,
  restoreSession,
  session,
  startSession,
  storedSessionChanged,
} from './session'
import { LOCAL_USER_KEY } from './session-key'
import { REFRESH_TIMEOUT_MS } from './session-refresh'

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

  it('logout clears memory and storage and runs the end handler once', async () => {
    const handler = vi.fn()
    session.onEnd(handler)
    await startSession({ accessToken: 't' })
    await endSession('logout')
    await endSession('logout')
    expect(session.isSignedIn()).toBe(false)
    expect(localStorage.getItem(LOCAL_USER_KEY)).toBeNull()
    expect(handler).toHaveBeenCalledTimes(1)
    session.onEnd(() => undefined)
  })

  it('keeps a session tag per sign-in: the same through a new token, gone with the session', async () => {
    await startSession({ accessToken: 't', email: 'a@b.co' })
    const tag = localStorage.getItem(SESSION_TAG_KEY)
    expect(tag).toMatch(/^[A-Za-z0-9_-]{16}$/)
    await replaceToken('t2')
    expect(localStorage.getItem(SESSION_TAG_KEY)).toBe(tag)
    await endSession('logout')
    expect(localStorage.getItem(SESSION_TAG_KEY)).toBeNull()
    await startSession({ accessToken: 't3', email: 'a@b.co' })
    expect(localStorage.getItem(SESSION_TAG_KEY)).not.toBe(tag)
  })

  it('writes a new session tag only after the sealed session, and never beside another', async () => {
    // A storage that notes what each write finds beside it.
    const items = new Map([[SESSION_TAG_KEY, 'AbCdEfGh-_123456']])
    const writes: string[] = []
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => {
        writes.push(`${key} beside ${items.get(SESSION_TAG_KEY) ?? 'no tag'}`)
        items.set(key, value)
      },
      removeItem: (key: string) => items.delete(key),
    })
    try {
      await startSession({ accessToken: 't', email: 'a@b.co' })
    } finally {
      vi.unstubAllGlobals()
    }
    expect(writes).toEqual([`${LOCAL_USER_KEY} beside no tag`, `${SESSION_TAG_KEY} beside no tag`])
  })

  it('gives a session stored without a session tag (an older build) one at restore', async () => {
    await startSession({ accessToken: 't', email: 'a@b.co' })
    await endSessionInMemoryOnly()
    localStorage.removeItem(SESSION_TAG_KEY)
    localStorage.setItem(OLD_SESSION_TAG_KEY, 'AbCdEfGh-_123456') // its tag under the old key
    await expect(restoreSession()).resolves.toBe(true)
    expect(localStorage.getItem(SESSION_TAG_KEY)).toMatch(/^[A-Za-z0-9_-]{16}$/)
    expect(localStorage.getItem(OLD_SESSION_TAG_KEY)).toBeNull()
  })
})

describe('followStoredSession (another tab changed the stored session)', () => {
  /** What another tab would store: the same record, sealed by that tab. */
  async function storedByAnotherTab(user: { accessToken: string; email: string }) {
    const mine = localStorage.getItem(LOCAL_USER_KEY)
    await startSession(user)
    const theirs = localStorage.getItem(LOCAL_USER_KEY) as string
    if (mine) localStorage.setItem(LOCAL_USER_KEY, mine)
    return theirs
  }

  it('does nothing while the stored copy is the one this tab knows', async () => {
    await startSession({ accessToken: 't1', email: 'a@example.com' })
    expect(storedSessionChanged()).toBe(false)
    await expect(followStoredSession()).resolves.toBe('unchanged')
    expect(session.token()).toBe('t1')
  })

  it("adopts the same user's newer token quietly", async () => {
    const ended = vi.fn()
    session.onEnd(ended)
    const theirs = await storedByAnotherTab({ accessToken: 't2', email: 'a@example.com' })
    await replaceToken('t1')
    localStorage.setItem(LOCAL_USER_KEY, theirs)
    expect(storedSessionChanged()).toBe(true)
    await expect(followStoredSession()).resolves.toBe('refreshed')
    expect(session.token()).toBe('t2')
    expect(ended).not.toHaveBeenCalled()
  })

  it('ends this tab after a logout elsewhere, leaving storage alone', async () => {
    const ended = vi.fn()
    session.onEnd(ended)
    await startSession({ accessToken: 't1', email: 'a@example.com' })
    localStorage.removeItem(LOCAL_USER_KEY)
    await expect(followStoredSession()).resolves.toBe('ended')
    expect(session.isSignedIn()).toBe(false)
    expect(ended).toHaveBeenCalledWith('elsewhere', expect.objectContaining({ accessToken: 't1' }))
  })

  it("ends this tab's session and takes on another user's sign-in elsewhere", async () => {
    const ended = vi.fn()
    session.onEnd(ended)
    const theirs = await storedByAnotherTab({ accessToken: 'b1', email: 'b@example.com' })
    await startSession({ accessToken: 'a1', email: 'a@example.com' })
    localStorage.setItem(LOCAL_USER_KEY, theirs)
    await expect(followStoredSession()).resolves.toBe('started')
    expect(ended).toHaveBeenCalledWith(
      'elsewhere',
      expect.objectContaining({ email: 'a@example.com' }),
    )
    expect(session.user()?.email).toBe('b@example.com')
    // The new user's stored session is theirs: an end elsewhere never removes it.
    expect(localStorage.getItem(LOCAL_USER_KEY)).toBe(theirs)
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
    ['a server error', 500],
    ['a deploy', 503],
    ['too many requests', 429],
  ])('keeps the session on %s (transient trouble, verified again later)', async (_name, status) => {
    await startSession({ accessToken: 'old' })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ detail: 'busy' }), { status })),
    )
    await expect(verifySession()).resolves.toBe('transient')
    expect(session.token()).toBe('old')
    expect(localStorage.getItem(LOCAL_USER_KEY)).not.toBeNull()
  })

  it('keeps the session when /api/refresh never answers (timeout)', async () => {
    vi.useFakeTimers()
    try {
      await startSession({ accessToken: 'old' })
      const fetchMock = vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_, reject) =>
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      )
      vi.stubGlobal('fetch', fetchMock)
      const outcome = verifySession()
      // Asked once the stored session has been followed (IndexedDB answers in real time).
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled())
      await vi.advanceTimersByTimeAsync(REFRESH_TIMEOUT_MS)
      await expect(outcome).resolves.toBe('offline')
      expect(session.token()).toBe('old')
    } finally {
      vi.useRealTimers()
    }
  })

  it('records the life of the new token from expires_in', async () => {
    await startSession({ accessToken: 'old' })
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ access_token: 'new', expires_in: 30 }), { status: 200 }),
      ),
    )
    const before = Date.now()
    await expect(verifySession()).resolves.toBe('verified')
    const user = session.user()
    expect((user?.expiresAt ?? 0) - (user?.issuedAt ?? 0)).toBe(30_000)
    expect(user?.issuedAt).toBeGreaterThanOrEqual(before)
  })

  it('asks once when several callers verify together', async () => {
    await startSession({ accessToken: 'old' })
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ access_token: 'new' }), { status: 200 }),
    )
    vi.stubGlobal('fetch', fetchMock)
    await Promise.all([verifySession(), verifySession(), verifySession()])
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['a success without token', 200, {}],
    ['a client error', 400, { detail: 'bad' }],
    ['an expired token', 401, { detail: 'expired' }],
    ['a refused token', 403, { detail: 'forbidden' }],
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
