import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { applyConfig } from '@/config/runtime'
import { endSession, replaceToken, session, startSession } from './session'
import { ensureFreshSession, keepSessionFresh, keepSignedInSessionFresh } from './session-refresh'

// A refresh stores its token before it lets other tabs go on (refresh-lock.ts); WebCrypto's
// sealing finishes in real time, which fake timers never wait for. The sealing is not what
// these tests are about: here it settles at once.
vi.mock('@/lib/crypto', () => ({
  encryptText: async (plain: string) => `sealed:${plain}`,
  decryptText: async (sealed: string) =>
    sealed.startsWith('sealed:') ? sealed.slice('sealed:'.length) : undefined,
}))
// The same for the hand-over to the next tab (session-handoff.ts): IndexedDB answers in real
// time. One tab here: nothing to hand over.
vi.mock('./session-handoff', () => ({
  handOverSession: async () => undefined,
  handedOverSession: async () => undefined,
  forgetHandedOverSession: async () => undefined,
}))

let refreshes = 0
beforeEach(async () => {
  applyConfig({ apiBase: 'https://api.test' })
  await endSession('logout')
  refreshes = 0
  // No jitter: the figures below are exact.
  vi.spyOn(Math, 'random').mockReturnValue(0)
  vi.useFakeTimers()
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      refreshes++
      return new Response(JSON.stringify({ access_token: `t${refreshes}`, expires_in: 4 }), {
        status: 200,
      })
    }),
  )
})
afterEach(() => {
  keepSignedInSessionFresh(false)
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('keepSessionFresh (while an upload runs)', () => {
  it('refreshes at half of each token’s life until released', async () => {
    await startSession({ accessToken: 't0', issuedAt: Date.now(), expiresAt: Date.now() + 4000 })
    const release = keepSessionFresh()
    await vi.advanceTimersByTimeAsync(1900)
    expect(refreshes).toBe(0)
    await vi.advanceTimersByTimeAsync(200)
    expect(refreshes).toBe(1)
    expect(session.token()).toBe('t1')
    // Three lifetimes: the token never gets older than half its life.
    await vi.advanceTimersByTimeAsync(12_000)
    expect(refreshes).toBe(7)
    release()
    await vi.advanceTimersByTimeAsync(12_000)
    expect(refreshes).toBe(7)
  })

  it('stops when the session ends', async () => {
    await startSession({ accessToken: 't0', issuedAt: Date.now(), expiresAt: Date.now() + 4000 })
    const release = keepSessionFresh()
    await endSession('logout')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(refreshes).toBe(0)
    release()
  })
})

describe('keepSignedInSessionFresh (while anyone is signed in)', () => {
  it('refreshes a token of known life at half of it, for as long as the user is signed in', async () => {
    keepSignedInSessionFresh(true)
    await startSession({ accessToken: 't0', issuedAt: Date.now(), expiresAt: Date.now() + 4000 })
    await vi.advanceTimersByTimeAsync(1900)
    expect(refreshes).toBe(0)
    await vi.advanceTimersByTimeAsync(200)
    expect(session.token()).toBe('t1')
    await vi.advanceTimersByTimeAsync(12_000)
    expect(refreshes).toBe(7)
    await endSession('logout')
    await vi.advanceTimersByTimeAsync(12_000)
    expect(refreshes).toBe(7)
  })

  it('leaves a token of unknown life alone', async () => {
    keepSignedInSessionFresh(true)
    await startSession({ accessToken: 't0', issuedAt: Date.now() })
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(refreshes).toBe(0)
  })

  it('counts from a token adopted from another tab, not from the one it replaced', async () => {
    keepSignedInSessionFresh(true)
    await startSession({ accessToken: 't0', issuedAt: Date.now(), expiresAt: Date.now() + 4000 })
    await vi.advanceTimersByTimeAsync(1500)
    await replaceToken('other', { issuedAt: Date.now(), expiresAt: Date.now() + 4000 })
    await vi.advanceTimersByTimeAsync(1000)
    expect(refreshes).toBe(0)
    await vi.advanceTimersByTimeAsync(1100)
    expect(refreshes).toBe(1)
  })
})

describe('ensureFreshSession (before the last calls)', () => {
  it('refreshes a token past half its life, and only then', async () => {
    await startSession({ accessToken: 't0', issuedAt: Date.now(), expiresAt: Date.now() + 4000 })
    await ensureFreshSession()
    expect(refreshes).toBe(0)
    vi.advanceTimersByTime(2500)
    await ensureFreshSession()
    expect(refreshes).toBe(1)
  })

  it('refreshes a token of unknown age (a session stored by an older build)', async () => {
    await startSession({ accessToken: 't0' })
    await ensureFreshSession()
    expect(refreshes).toBe(1)
  })
})
