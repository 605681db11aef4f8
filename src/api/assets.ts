import { config } from '@/config/runtime'

/**
 * A video's files live on the assets origin (docs/decisions.md: wire format):
 * `{assetsBase}/assets/data/output/{videoId}/{path}` for what the analysis produced, and
 * `.../input/{videoId}/{path}` for the original upload. Paths from the API are relative to the
 * video's folder. Anything else from the server (an absolute or protocol-relative URL, a `.` or
 * `..` segment, a backslash, an encoded slash) gives `undefined`, which every caller shows as
 * the placeholder: a server answer never sends the browser to another origin or folder
 * (docs/decisions.md: asset paths). No Authorization header ever goes there.
 */
export function assetUrl(
  videoId: string,
  path: string | null | undefined,
  kind: 'output' | 'input' = 'output',
): string | undefined {
  if (!path || !isRelativeAssetPath(path)) return undefined
  const relative = path
    .replace(/^\//, '')
    .replace(new RegExp(`^${escapeRegExp(videoId)}/`), '')
    .split('/')
    .map(encodeURIComponent)
    .join('/')
  return `${config().assetsBase}/assets/data/${kind}/${encodeURIComponent(videoId)}/${relative}`
}

// An encoded slash or backslash, also encoded again (%252f, %25252f, ...).
const ENCODED_SEPARATOR = /%(?:25)*(?:2f|5c)/i
// A URL scheme (https:, javascript:, data:, ...) at the start.
const SCHEME = /^[a-z][a-z\d+.-]*:/i
// Backslashes and control characters, which browsers drop or read as slashes.
const isUnsafeCharacter = (text: string) =>
  text.includes('\\') || [...text].some((char) => char.charCodeAt(0) < 0x20 || char === '\u007f')

/**
 * True for a plain relative path: one optional leading slash, no empty, `.` or `..` segment,
 * however many times it is percent-decoded (a server or proxy may decode it again).
 */
export function isRelativeAssetPath(path: string): boolean {
  if (path.startsWith('//') || ENCODED_SEPARATOR.test(path)) return false
  let text = path
  for (let round = 0; round < 4; round += 1) {
    if (SCHEME.test(text) || isUnsafeCharacter(text)) return false
    const segments = text.replace(/^\//, '').split('/')
    if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
      return false
    }
    let decoded: string
    try {
      decoded = decodeURIComponent(text)
    } catch {
      return false
    }
    if (decoded === text) return true
    text = decoded
  }
  // Still changing after four decodings: nobody names a file like that.
  return false
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
