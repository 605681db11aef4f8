/** snake_case (or kebab) → camelCase for one key. */
export function camelKey(key: string): string {
  return key.replace(/[_-]+([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase())
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
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    const verbatim = key === 'fields' && (parentKey === 'post_url' || parentKey === 'postUrl')
    out[camelKey(key)] = verbatim ? { ...(inner as object) } : camelizeKeys(inner, key)
  }
  return out
}
