type QueryValue = string | number | boolean | null | undefined
export type QueryPayload = Record<string, QueryValue | readonly QueryValue[]>

/**
 * docs/product.md §7: GET payloads go as a query string; arrays bracket-style (`sort[]=a&sort[]=b`),
 * booleans as strings, null and undefined dropped, values URI-encoded.
 */
export function toQueryString(payload: QueryPayload | undefined): string {
  if (!payload) return ''
  const parts: string[] = []
  const add = (key: string, value: QueryValue) => {
    if (value === null || value === undefined) return
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
  }
  for (const [key, value] of Object.entries(payload)) {
    if (Array.isArray(value)) for (const item of value) add(`${key}[]`, item)
    else add(key, value as QueryValue)
  }
  return parts.length ? `?${parts.join('&')}` : ''
}
