import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { applyConfig } from '@/config/runtime'
import { encryptText } from '@/lib/crypto'
import { apiRequest } from './http'
import { endSession, session, startSession } from './session'
import { LOCAL_USER_KEY } from './session-key'
import { refreshSession } from './session-refresh'

/** Web Locks as one browser gives them to all its tabs: one holder of a name at a time. */
function installLocks() {
  let tail: Promise<unknown> = Promise.resolve()
  const locks = {
    request: (_name: string, work: () => Promise<unknown>) => {
      const run = tail.then(work)
      tail = run.catch(() => undefined)
      return run
    },
  }
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true })
  return locks
}

/** Another tab holds the refresh lock until the returned function lets it go. */
function otherTabRefreshing(locks: ReturnType<typeof installLocks>) {
  let release: () => void = () => undefined
  void locks.request('session-refresh', () => new Promise<void>((done) => (release = done)))
  return () => release()
}

/** What another tab's refresh leaves in localStorage: the same user with its new token. */
async function otherTabStores(accessToken: string) {
  const user = { accessToken, email: 'a@b.co', issuedAt: Date.now(), expiresAt: Date.now() + 8000 }
  localStorage.setItem(LOCAL_USER_KEY, await encryptText(JSON.stringify(user)))
}

const fetched: string[] = []
let locks: ReturnType<typeof installLocks>
beforeEach(async () => {
  applyConfig({ apiBase: 'https://api.test' })
  await endSession('logout')
  fetched.length = 0
  locks = installLocks()
})
afterEach(() => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'locks')
})

describe('one refresh for all tabs', () => {
  it('a tab that waited for the lock takes the token the other tab stored, and asks nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetched.push(url)
        return new Response('{}', { status: 500 })
      }),
    )
    const past = Date.now() - 5000
    await startSession({
      accessToken: 'old',
      email: 'a@b.co',
      issuedAt: past,
      expiresAt: past + 8000,
    })
    const release = otherTabRefreshing(locks)
    const outcome = refreshSession()
    await otherTabStores('from-the-other-tab')
    release()
    await expect(outcome).resolves.toBe('refreshed')
    expect(session.token()).toBe('from-the-other-tab')
    expect(fetched).toEqual([])
  })

  it('a call refused because another tab’s refresh revoked its token waits for that tab, then goes again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const token = new Headers(init.headers).get('Authorization')
        fetched.push(`${url} ${token}`)
        return token === 'Bearer from-the-other-tab'
          ? new Response('{"ok":true}', { status: 200 })
          : new Response('{"detail":"Could not validate credentials"}', { status: 401 })
      }),
    )
    await startSession({ accessToken: 'old', email: 'a@b.co' })
    const release = otherTabRefreshing(locks)
    const call = apiRequest({ path: '/api/profile' })
    // The 401 has come back; the other tab has not stored its answer yet.
    await vi.waitFor(() => expect(fetched).toHaveLength(1))
    await otherTabStores('from-the-other-tab')
    release()
    await expect(call).resolves.toEqual({ ok: true })
    expect(session.isSignedIn()).toBe(true)
    expect(fetched).toEqual([
      'https://api.test/api/profile Bearer old',
      'https://api.test/api/profile Bearer from-the-other-tab',
    ])
  })

  it('a refused refresh lets go of the lock before the session-end wipe runs', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"detail":"Bad token"}', { status: 400 }))
    await startSession({ accessToken: 'old', email: 'a@b.co' })
    const lockFreeDuringWipe = new Promise<boolean>((resolve) =>
      session.onEnd(async () => {
        // Another tab's refresh (or a 401's retry) asks for the lock while the wipe runs.
        const other = locks.request('session-refresh', async () => true) as Promise<boolean>
        const late = new Promise<boolean>((done) => setTimeout(done, 100, false))
        resolve(await Promise.race([other, late]))
      }),
    )
    await expect(refreshSession()).resolves.toBe('rejected')
    await expect(lockFreeDuringWipe).resolves.toBe(true)
    expect(session.isSignedIn()).toBe(false)
    session.onEnd(() => undefined)
  })
})
