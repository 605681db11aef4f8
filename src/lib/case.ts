/** snake_case (or kebab) → camelCase for one key. */
export function camelKey(key: string): string {
  return key.replace(/[_-]+([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase())
}

/**
 * Keys already converted: a response repeats the same few dozen names in every item (fifty
 * videos a page), so each name is converted once. Bounded, as the names come from the server.
 */
const converted = new Map<string, string>()
const CONVERTED_MAX = 1000

function cachedCamelKey(key: string): string {
  if (!key.includes('_') && !key.includes('-')) return key
  let camel = converted.get(key)
  if (camel === undefined) {
    camel = camelKey(key)
    if (converted.size < CONVERTED_MAX) converted.set(key, camel)
  }
  return camel
}

/**
 * Converts object keys to camelCase recursively (docs/product.md §7). The `fields` of a storage ticket
 * (`post_url.fields`) are opaque form fields that must go back exactly as received, so they
 * are copied verbatim (docs/decisions.md: wire format).
 */
export function camelizeKeys(value: unknown, parentKey = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => camelizeKeys(item))
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  const record = value as Record<string, unknown>
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue
    const inner = record[key]
    const verbatim = key === 'fields' && (parentKey === 'post_url' || parentKey === 'postUrl')
    out[cachedCamelKey(key)] = verbatim ? { ...(inner as object) } : camelizeKeys(inner, key)
  }
  return out
}
