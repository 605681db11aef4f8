import { useLingui } from '@lingui/react/macro'
import { isApiError } from '../../api/errors'

/**
 * Turns a failed call into the lines to show (docs/product.md §8): the server's normalised messages,
 * else `fallback`. A response the UI cannot read gives the generic message. Undefined means
 * show nothing: a 401/403 has already ended the session and moved to Login.
 */
export function useServerErrors() {
  const { t } = useLingui()
  return (error: unknown, fallback?: string): string[] | undefined => {
    const generic = t`Something went wrong. Please try again!`
    if (!isApiError(error)) return [generic]
    switch (error.kind) {
      case 'session-ended':
        return undefined
      case 'network':
        return [t`The server could not be reached. Please check your connection and try again.`]
      case 'http':
        return error.messages.length > 0 ? error.messages : [fallback ?? generic]
      default:
        return [generic]
    }
  }
}
