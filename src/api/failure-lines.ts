import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { isApiError } from './errors'
import { serverText } from './server-texts'

/**
 * The product's generic failure text (docs/product.md §8, "nothing more specific"), written
 * once: a failure without an error to read (a render error, a part of the app that did not
 * load, a list or a search that could not be shown) says it through this.
 */
export const GENERIC_FAILURE: MessageDescriptor = msg`Something went wrong. Please try again!`

/**
 * What to tell the user when a call they made fails (docs/product.md §8): the server's
 * normalised messages (known ones in the user's language, see server-texts.ts), else
 * `fallback`, else the generic message; no network has its own line.
 * Undefined means say nothing: a 401/403 has already ended the session and moved to Login.
 */
export function failureLines(
  error: unknown,
  texts: { fallback?: string; network?: string } = {},
): string[] | undefined {
  const generic = i18n._(GENERIC_FAILURE)
  if (!isApiError(error)) return [generic]
  switch (error.kind) {
    case 'session-ended':
      return undefined
    case 'network':
      return [
        texts.network ??
          t`The server could not be reached. Please check your connection and try again.`,
      ]
    case 'http':
      return error.messages.length > 0
        ? error.messages.map(serverText)
        : [texts.fallback ?? generic]
    default:
      return [generic]
  }
}
