import { QueryClient } from '@tanstack/react-query'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { applyConfig } from '@/config/runtime'
import { verifySessionAndProfile } from './auth'
import { profileKeys } from './profile'
import { endSession, session, startSession } from './session'
import { LOCAL_USER_KEY } from './session-key'

const PROFILE = { id: 1, email: 'a@b.co', full_name: 'A', username: 'a', team: { name: 'T' } }
type Answer = Response | 'no answer'

/** The server: /api/refresh answers a new token, /api/profile the given answer. */
function serve(profile: () => Answer) {
  const calls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url).pathname
      calls.push(path)
      if (path === '/api/refresh')
        return new Response(JSON.stringify({ access_token: 'new' }), { status: 200 })
      const answer = profile()
      if (answer === 'no answer') throw new TypeError('Failed to fetch')
      return answer
    }),
  )
  return calls
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })

beforeEach(async () => {
  applyConfig({ apiBase: 'https://api.test' })
  await endSession('logout')
  vi.unstubAllGlobals()
  await startSession({ accessToken: 'old', email: 'a@b.co' })
})

describe('app start: the session verified and the profile loaded (docs/product.md §2)', () => {
  it('loads the profile alongside the verify, for every screen to share', async () => {
    const calls = serve(() => json(PROFILE))
    const queryClient = client()
    await expect(verifySessionAndProfile(queryClient)).resolves.toBe('verified')
    expect(calls.sort()).toEqual(['/api/profile', '/api/refresh'])
    expect(queryClient.getQueryData(profileKeys.all)).toMatchObject({ email: 'a@b.co' })
    expect(session.token()).toBe('new')
  })

  it.each([
    ['a 404 (the account is gone)', () => json({ detail: 'Not found' }, 404)],
    ['a 400', () => json({ detail: 'Bad request' }, 400)],
    ['an answer that is not JSON', () => new Response('<html>', { status: 200 })],
    ['an answer that is not a profile', () => json({ hello: 'world' })],
  ])('ends the session on %s (Login follows after about 100 ms)', async (_name, answer) => {
    serve(answer)
    const ended = vi.fn()
    session.onEnd(ended)
    await expect(verifySessionAndProfile(client())).resolves.toBe('rejected')
    expect(session.isSignedIn()).toBe(false)
    expect(localStorage.getItem(LOCAL_USER_KEY)).toBeNull()
    expect(ended).toHaveBeenCalledWith('rejected', expect.anything())
    session.onEnd(() => undefined)
  })

  it.each([
    ['no answer', (): Answer => 'no answer', 'offline'],
    ['a 500', () => json({ detail: 'busy' }, 500), 'transient'],
    ['a 503', () => json({}, 503), 'transient'],
    ['a 429', () => json({ detail: 'slow down' }, 429), 'transient'],
  ])(
    'keeps the stored session on %s (docs/decisions.md: transient trouble)',
    async (_name, answer, outcome) => {
      serve(answer)
      await expect(verifySessionAndProfile(client())).resolves.toBe(outcome)
      expect(session.isSignedIn()).toBe(true)
      expect(localStorage.getItem(LOCAL_USER_KEY)).not.toBeNull()
    },
  )

  it('a failed verify decides alone: the profile answer does not end what it kept', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        new URL(url).pathname === '/api/refresh'
          ? json({ detail: 'deploying' }, 503)
          : json({ detail: 'Not found' }, 404),
      ),
    )
    await expect(verifySessionAndProfile(client())).resolves.toBe('transient')
    expect(session.isSignedIn()).toBe(true)
  })
})
