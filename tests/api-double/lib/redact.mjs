// @ts-check
// What the request log must never show: passwords, one-time codes, reset tokens, signatures
// and bearer tokens. They are replaced by `[redacted]` before an entry is stored (the codes a
// mail would carry are still printed on the console, for the demo).

export const REDACTED = '[redacted]'
const SECRET_KEY = /password|token|secret|signature|^otp$/i

/** @param {string} key */
export const isSecretKey = (key) => SECRET_KEY.test(key)

/**
 * A copy with every secret-named field's value replaced, at any depth.
 * @param {unknown} value @returns {unknown}
 */
export function redact(value) {
  if (Array.isArray(value)) return value.map(redact)
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, isSecretKey(k) ? REDACTED : redact(v)]),
  )
}

/** A body that is not JSON: secret-named `"key": "value"` pairs redacted all the same. @param {string} text */
export function redactText(text) {
  return text.replace(/("([^"\\]*)"\s*:\s*)"(?:[^"\\]|\\.)*"?/g, (whole, head, key) =>
    isSecretKey(key) ? `${head}"${REDACTED}"` : whole,
  )
}

/** `Bearer abc` → `Bearer [redacted]`: the scheme stays visible. @param {string} header */
export function redactAuthorization(header) {
  const scheme = /^\s*(\S+)\s+\S/.exec(header)
  return scheme ? `${scheme[1]} ${REDACTED}` : REDACTED
}
