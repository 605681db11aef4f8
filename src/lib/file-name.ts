/** Names Windows keeps for devices: a file may not be called so, whatever its extension. */
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i
/** Past this many characters a name is cut (file systems allow 255 bytes; Japanese takes 3 each). */
const NAME_MAX = 80

/**
 * A file name made from a title: the characters no file system accepts (`\ / : * ? " < > |`,
 * control characters) become spaces, spaces fold, dots and spaces leave the ends, and it is cut
 * to a length every system takes. Letters of any language stay. `fallback` when nothing is left.
 */
export function safeFileName(title: string | null | undefined, fallback = 'video'): string {
  const cleaned = Array.from(
    (title ?? '')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
      .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, ' ')
      .replace(/\s+/g, ' ')
      .replace(/^[\s.]+|[\s.]+$/g, ''),
  )
    .slice(0, NAME_MAX)
    .join('')
    .replace(/[\s.]+$/, '')
  if (!cleaned) return fallback
  return RESERVED.test(cleaned) ? `_${cleaned}` : cleaned
}
