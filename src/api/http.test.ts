import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { applyConfig } from '@/config/runtime'
import { verifySession } from './auth'
import { ApiError } from './errors'
import { apiRequest } from './http'
import { endSession, session, startSession } from './session'

const API = 'https://api.test'

function answer(status: number, body?: unknown, raw?: string) {
  return vi.fn(
    async () => new Response(raw ?? (body === undefined ? null : JSON.stringify(body)), { status }),
  )
}

let fetchMock: ReturnType<typeof answer>

beforeEach(async () => {
  applyConfig({ apiBase: `${API}/`, assetsBase: 'https://assets.test' })
  fetchMock = answer(200, {})
  vi.stubGlobal('fetch', fetchMock)
  await endSession('logout')
})
afterEach(() => vi.unstubAllGlobals())

const use = (mock: ReturnType<typeof answer>) => {
  fetchMock = mock
  vi.stubGlobal('fetch', mock)
}
const sent = () => {
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
  return { url, init, headers: init.headers as Record<string, string> }
}

describe('apiRequest', () => {
  it('refuses redirects on every call, signed in or not', async () => {
    await apiRequest({ path: '/api/login', method: 'POST', payload: { email: 'a@b.co' } })
    expect(sent().init.redirect).toBe('error')
    await startSession({ accessToken: 't' })
    use(answer(200, {}))
    await apiRequest({ path: '/api/profile' })
    expect(sent().init.redirect).toBe('error')
  })

  it('keeps every answer out of the browser’s HTTP cache', async () => {
    await startSession({ accessToken: 't' })
    use(answer(200, {}))
    await apiRequest({ path: '/api/profile' })
    expect(sent().init.cache).toBe('no-store')
  })

  it('reports a refused redirect as a network failure, never as a success', async () => {
    await startSession({ accessToken: 't' })
    use(vi.fn(async () => Promise.reject(new TypeError('Failed to fetch: redirect'))))
    await expect(apiRequest({ path: '/api/profile' })).rejects.toMatchObject({ kind: 'network' })
    expect(session.token()).toBe('t')
  })

  it('joins the configured base and path, with JSON headers', async () => {
    await apiRequest({ path: '/api/profile' })
    const { url, headers } = sent()
    expect(url).toBe(`${API}/api/profile`)
    expect(headers.Accept).toBe('application/json')
    expect(headers['Content-Type']).toBe('application/json')
  })

  it('adds the bearer header only when a user has a token and the caller allows it', async () => {
    await apiRequest({ path: '/api/a' })
    expect(sent().headers.Authorization).toBeUndefined()

    await startSession({ accessToken: 'tok-1' })
    use(answer(200, {}))
    await apiRequest({ path: '/api/a' })
    expect(sent().headers.Authorization).toBe('Bearer tok-1')

    use(answer(200, {}))
    await apiRequest({ path: '/api/a', auth: false })
    expect(sent().headers.Authorization).toBeUndefined()
  })

  it('sends GET payloads as a query string with bracket arrays, dropping null and undefined', async () => {
    await apiRequest({
      path: '/api/videos',
      payload: {
        page: 2,
        tags: 'a b&c',
        sort: ['priority', '-created_at'],
        video: true,
        none: null,
        gone: undefined,
      },
    })
    expect(sent().url).toBe(
      `${API}/api/videos?page=2&tags=a%20b%26c&sort%5B%5D=priority&sort%5B%5D=-created_at&video=true`,
    )
    expect(sent().init.body).toBeUndefined()
  })

  it('sends other methods a JSON body', async () => {
    await apiRequest({ method: 'POST', path: '/api/login', payload: { email: 'a@b.co' } })
    expect(sent().init.body).toBe('{"email":"a@b.co"}')
  })

  it('lets the browser set the multipart boundary for FormData', async () => {
    const form = new FormData()
    form.append('names', 'Aiko')
    await apiRequest({ method: 'POST', path: '/api/x', payload: form })
    expect(sent().headers['Content-Type']).toBeUndefined()
    expect(sent().init.body).toBe(form)
  })

  it('resolves 200 and 201 with keys camelCased recursively', async () => {
    use(answer(201, { access_token: 't', nested_list: [{ scene_index: 1 }] }))
    await expect(apiRequest({ path: '/api/x' })).resolves.toEqual({
      accessToken: 't',
      nestedList: [{ sceneIndex: 1 }],
    })
  })

  it('keeps storage-ticket fields exactly as received', async () => {
    use(
      answer(201, {
        id: 'v1',
        post_url: { url: 'u', fields: { 'x-amz-signature': 's', success_action_status: '201' } },
      }),
    )
    await expect(apiRequest({ path: '/api/videos' })).resolves.toEqual({
      id: 'v1',
      postUrl: { url: 'u', fields: { 'x-amz-signature': 's', success_action_status: '201' } },
    })
  })

  it('gives no result for another 2xx, and an error when the caller needs a shape', async () => {
    use(answer(204))
    await expect(apiRequest({ path: '/api/x' })).resolves.toBeUndefined()
    use(answer(202, { a: 1 }))
    await expect(
      apiRequest({ path: '/api/x', schema: v.object({ a: v.number() }) }),
    ).rejects.toMatchObject({
      kind: 'invalid-response',
    })
  })

  it.each([401, 403])('ends the session on %i and rejects with an empty body', async (status) => {
    await startSession({ accessToken: 'tok' })
    use(answer(status, { detail: 'no' }))
    const error = (await apiRequest({ path: '/api/x' }).catch((e) => e)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.kind).toBe('session-ended')
    expect(error.status).toBe(status)
    expect(error.body).toEqual({})
    expect(session.isSignedIn()).toBe(false)
    expect(localStorage.getItem('localUser')).toBeNull()
  })

  it.each([401, 403])(
    'a %i to a token replaced by a refresh meanwhile sends the call again, signed in',
    async (status) => {
      await startSession({ accessToken: 'old', email: 'a@example.com' })
      const calls: string[] = []
      use(
        vi.fn(async (...args: unknown[]) => {
          const [url, init] = args as [string, RequestInit]
          const auth = (init.headers as Record<string, string>).Authorization
          calls.push(`${url.replace(API, '')} ${auth}`)
          if (url.endsWith('/api/refresh')) {
            return new Response(JSON.stringify({ access_token: 'new' }), { status: 200 })
          }
          if (auth === 'Bearer old') {
            // The refresh below lands while this request is on its way.
            await verifySession()
            return new Response('{}', { status })
          }
          return new Response(JSON.stringify({ ok: 1 }), { status: 200 })
        }),
      )
      await expect(apiRequest({ path: '/api/x' })).resolves.toEqual({ ok: 1 })
      expect(calls).toEqual(['/api/x Bearer old', '/api/refresh Bearer old', '/api/x Bearer new'])
      expect(session.token()).toBe('new')
    },
  )

  it('a 401 to a request of a user who has since been replaced leaves the new session alone', async () => {
    await startSession({ accessToken: 'a-token', email: 'a@example.com' })
    use(
      vi.fn(async () => {
        await startSession({ accessToken: 'b-token', email: 'b@example.com' })
        return new Response('{}', { status: 401 })
      }),
    )
    const error = (await apiRequest({ path: '/api/x' }).catch((e) => e)) as ApiError
    expect(error.kind).toBe('session-ended')
    expect(session.token()).toBe('b-token')
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('a 401 to a call without the bearer header (sign-in pages) ends no session', async () => {
    await startSession({ accessToken: 'tok' })
    use(answer(401, { detail: 'Invalid or expired reset token' }))
    await apiRequest({ path: '/api/reset-password', auth: false }).catch(() => undefined)
    expect(session.token()).toBe('tok')
  })

  it('rejects other statuses with the body, the status and normalised messages', async () => {
    use(
      answer(422, {
        detail: [{ loc: ['body', 'full_name'], msg: 'field required', type: 'missing' }],
        extra: 1,
      }),
    )
    const error = (await apiRequest({ path: '/api/x' }).catch((e) => e)) as ApiError
    expect(error).toMatchObject({ kind: 'http', status: 422, messages: ['fullName required'] })
    expect(error.body.extra).toBe(1)
  })

  it('reports a body that never fully arrived as kind network, not a rejection', async () => {
    const broken = new Response('{"access_token": "t"}', { status: 200 })
    vi.spyOn(broken, 'text').mockRejectedValue(new TypeError('network error'))
    use(vi.fn(async () => broken))
    await expect(apiRequest({ path: '/api/refresh' })).rejects.toMatchObject({ kind: 'network' })
  })

  it('reports a network failure as kind network, status 0', async () => {
    use(vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))
    await expect(apiRequest({ path: '/api/x' })).rejects.toMatchObject({
      kind: 'network',
      status: 0,
    })
  })

  it('reports a success that is not JSON as malformed to a caller that reads the body', async () => {
    use(answer(200, undefined, '<html>oops'))
    await expect(apiRequest({ path: '/api/x', schema: v.object({}) })).rejects.toMatchObject({
      kind: 'malformed',
    })
    use(answer(200, undefined, '{"broken": '))
    await expect(apiRequest({ path: '/api/x' })).resolves.toBeUndefined()
  })

  it('reports a success of the wrong shape as invalid-response, never a crash', async () => {
    use(answer(200, { email: 42 }))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await expect(
      apiRequest({ path: '/api/x', schema: v.object({ email: v.string() }) }),
    ).rejects.toMatchObject({
      kind: 'invalid-response',
    })
    warn.mockRestore()
  })
})
