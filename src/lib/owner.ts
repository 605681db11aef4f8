/**
 * Whose data this is: kept beside the persisted copy and inside the local search index, so
 * neither is ever shown to anyone else. Plain functions (no imports) so the end-to-end tests
 * can compute them too.
 */

/** A short hash of the e-mail (the token changes on every refresh). */
export function ownerOf(user: { email?: string | undefined } | null): string | undefined {
  const email = user?.email?.trim().toLowerCase()
  return email ? shortHash(email) : undefined
}

/** A 53-bit hash of a text in base 36: tells texts apart, proves nothing (not cryptographic). */
export function shortHash(text: string): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}
