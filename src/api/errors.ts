import { camelKey } from '@/lib/case'

type ApiErrorKind =
  | 'http' // an HTTP answer other than 200/201
  | 'session-ended' // 401/403: the session was cleared and the user sent to Login
  | 'network' // no HTTP answer at all (offline, dropped connection, CORS)
  | 'malformed' // the body is not JSON
  | 'invalid-response' // JSON, but not the shape the UI needs

/** Every failure of an API call. `messages` are the server's normalised details (docs/product.md §8). */
export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status: number
  readonly body: Record<string, unknown>
  readonly messages: string[]

  constructor(
    kind: ApiErrorKind,
    status: number,
    body: Record<string, unknown> = {},
    messages: string[] = [],
  ) {
    super(messages[0] ?? `${kind} ${status}`)
    this.name = 'ApiError'
    this.kind = kind
    this.status = status
    this.body = body
    this.messages = messages
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError

/** A 401/403 ended the session: the app is already on its way to Login, so a page says nothing. */
export const endedSession = (error: unknown) => isApiError(error) && error.kind === 'session-ended'

const UNKNOWN_ERROR = 'An unknown error occurred'
const UNKNOWN_ITEM = 'Unknown error'

/**
 * docs/product.md §8 normalisation of a FastAPI `detail`:
 * missing → []; a string → [it]; a list → one message per item, its first word replaced by the
 * camel-cased field name from the item's location; anything else → ["An unknown error occurred"];
 * an item without text → "Unknown error".
 */
export function normalizeDetail(detail: unknown): string[] {
  if (detail === undefined || detail === null) return []
  if (typeof detail === 'string') return [detail]
  if (!Array.isArray(detail)) return [UNKNOWN_ERROR]
  return detail.map((item) => {
    if (item === null || typeof item !== 'object') return UNKNOWN_ITEM
    const { msg, loc } = item as { msg?: unknown; loc?: unknown }
    if (typeof msg !== 'string' || msg.trim() === '') return UNKNOWN_ITEM
    const field = Array.isArray(loc) ? loc[loc.length - 1] : undefined
    if (typeof field !== 'string' || field === '') return msg
    const words = msg.trim().split(/\s+/)
    words[0] = camelKey(field)
    return words.join(' ')
  })
}
