import * as v from 'valibot'
import { config } from '@/config/runtime'
import { camelizeKeys } from '@/lib/case'
import { type QueryPayload, toQueryString } from '@/lib/query-string'
import { ApiError, normalizeDetail } from './errors'
import { withRefreshLock } from './refresh-lock'
import { endSession, followLatestSession, type SessionUser, session } from './session'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

interface RequestOptions<S extends v.GenericSchema | undefined> {
  method?: Method
  /** Path under the API base, starting with `/api/`. */
  path: string
  /** GET: sent as the query string. Others: JSON body, or multipart when it is FormData. */
  payload?: QueryPayload | Record<string, unknown> | FormData
  /** The bearer header is added when a user has a token, unless this is false. */
  auth?: boolean
  /** Validates the camelCased body; without it the call resolves to the raw body. */
  schema?: S
  signal?: AbortSignal
  /** This call is the session refresh itself: a 401/403 to it waits for no other refresh. */
  isRefresh?: boolean
}

type Result<S> = S extends v.GenericSchema ? v.InferOutput<S> : unknown

/** docs/product.md §9: the only statuses that resolve, and the ones that end the session. */
const SUCCESS_STATUSES = [200, 201] as const
const FORCED_LOGOUT_STATUSES = [401, 403] as const

export function apiUrl(path: string): string {
  return `${config().apiBase}${path.startsWith('/') ? path : `/${path}`}`
}

/**
 * The one HTTP client (docs/product.md §7). Resolves only on 200/201. Another 2xx resolves to undefined
 * ("no result") when no schema was asked for, and is an `invalid-response` error when one was.
 * A 401/403 clears the session (the app then moves to Login) and rejects with kind
 * `session-ended` whose body is the "empty object" of docs/product.md §8.
 */
export async function apiRequest<S extends v.GenericSchema | undefined = undefined>(
  options: RequestOptions<S>,
): Promise<Result<S>> {
  return send(options, TOKEN_RETRIES)
}

/**
 * How many times a call refused for a token since replaced goes again: more than once, as on a
 * backend that revokes the token a refresh presents, another tab's next refresh may revoke the
 * new token while the first retry is on its way.
 */
const TOKEN_RETRIES = 2

async function send<S extends v.GenericSchema | undefined>(
  options: RequestOptions<S>,
  retriesLeft: number,
): Promise<Result<S>> {
  const method = options.method ?? 'GET'
  const isForm = typeof FormData !== 'undefined' && options.payload instanceof FormData
  const query = method === 'GET' ? toQueryString(options.payload as QueryPayload | undefined) : ''
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (!isForm) headers['Content-Type'] = 'application/json'
  const sender = options.auth === false ? null : session.user()
  const token = sender?.accessToken
  if (token) headers.Authorization = `Bearer ${token}`

  let body: BodyInit | undefined
  if (method !== 'GET' && options.payload !== undefined) {
    body = isForm ? (options.payload as FormData) : JSON.stringify(options.payload)
  }

  let response: Response
  try {
    response = await fetch(apiUrl(options.path) + query, {
      method,
      headers,
      body,
      signal: options.signal,
      // Answers carry one user's data: never from or into the browser's HTTP cache (a shared
      // computer, a proxy that ignores Vary: Authorization). Offline copies are our own.
      cache: 'no-store',
      // The API never redirects; following one would carry the bearer token or a password to
      // another address. A refused redirect fails like an unreachable server
      // (docs/decisions.md: redirects).
      redirect: 'error',
    })
  } catch (error) {
    if (options.signal?.aborted) throw error
    throw new ApiError('network', 0)
  }

  if ((FORCED_LOGOUT_STATUSES as readonly number[]).includes(response.status)) {
    // Decisions: a 401/403 to a request that carried an older token, since replaced by a
    // refresh (here or in another tab), does not end the new session: the call is sent again.
    if (sender && retriesLeft > 0 && (await replacedSince(sender, options.isRefresh))) {
      return send(options, retriesLeft - 1)
    }
    // Only the session that sent the request ends; one that already ended or changed hands
    // stays as it is.
    if (sender && session.token() === sender.accessToken) void endSession('forced')
    throw new ApiError('session-ended', response.status, {})
  }

  const isSuccess = (SUCCESS_STATUSES as readonly number[]).includes(response.status)
  if (response.ok && !isSuccess) {
    if (options.schema) throw new ApiError('invalid-response', response.status)
    return undefined as Result<S>
  }

  let text: string
  try {
    text = await response.text()
  } catch {
    // The body never fully arrived (connection cut, page unloading): no answer, not a rejection.
    throw new ApiError('network', 0)
  }
  let json: unknown
  try {
    json = text === '' ? undefined : JSON.parse(text)
  } catch {
    // A success whose body is not JSON is an error only for callers that read the body.
    if (isSuccess && options.schema) throw new ApiError('malformed', response.status)
    if (isSuccess) return undefined as Result<S>
    throw new ApiError('http', response.status, {}, [])
  }

  if (!isSuccess) {
    const errorBody = json && typeof json === 'object' ? (json as Record<string, unknown>) : {}
    throw new ApiError('http', response.status, errorBody, normalizeDetail(errorBody.detail))
  }

  const data = camelizeKeys(json)
  if (!options.schema) return data as Result<S>
  const parsed = v.safeParse(options.schema, data)
  if (!parsed.success) {
    console.warn(`Unexpected response from ${options.path}`, parsed.issues[0]?.message)
    throw new ApiError('invalid-response', response.status)
  }
  return parsed.output as Result<S>
}

/** Whether the same user now holds another token than the one `sender` sent. */
async function replacedSince(sender: SessionUser, isRefresh = false): Promise<boolean> {
  const follow = () => followLatestSession().catch(() => undefined)
  if (isRefresh) {
    // The refresh holds the tabs' refresh lock: no other tab is refreshing now.
    await follow()
  } else {
    await session.refreshing()?.catch(() => undefined)
    // Another tab may be refreshing right now, its answer (revoking the token this call
    // carried, on a strict backend) not yet stored: follow once it has let go of the lock.
    await withRefreshLock(follow)
  }
  const now = session.user()
  return Boolean(now && now.email === sender.email && now.accessToken !== sender.accessToken)
}
