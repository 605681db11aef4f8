/**
 * Fail closed (docs/decisions.md "Fail closed: an API base that cannot be meant"): the app sends
 * nothing when its API base cannot be the intended server, and says so instead. The problem, or
 * undefined when the base may be used:
 * - `invalid`: not an absolute http(s) URL (a typo, an empty value, another scheme);
 * - `loopback`: the API is on this computer (localhost, 127.x.x.x, [::1]; the build's
 *   default when neither config.json nor VITE_API_BASE named one) while the page is not: every
 *   visitor's browser would call its own computer;
 * - `insecure`: a plain-http API from an https page (the browser blocks every call).
 * A page served from this computer (`npm start`, the tests, a developer) may use any base.
 */
export type ApiBaseProblem = 'invalid' | 'loopback' | 'insecure'

export function apiBaseProblem(apiBase: string, page: URL): ApiBaseProblem | undefined {
  let api: URL
  try {
    api = new URL(apiBase)
  } catch {
    return 'invalid'
  }
  if (api.protocol !== 'http:' && api.protocol !== 'https:') return 'invalid'
  if (isLoopback(page.hostname)) return undefined
  if (isLoopback(api.hostname)) return 'loopback'
  if (page.protocol === 'https:' && api.protocol === 'http:') return 'insecure'
  return undefined
}

/** A host name that always means this computer (RFC 6761 `localhost`, RFC 1122 127/8, ::1). */
export function isLoopback(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  )
}
