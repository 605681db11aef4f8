/**
 * A file out of a `multipart/form-data` body, without holding the body in memory. The service
 * worker receives a shared video this way (the manifest's share target). `Request.formData()`
 * reads the whole body into memory: a 400 MB video took 2.7 s to parse, and a 2 GB one never
 * arrived. Here the body is a Blob (a browser backs it with the shared file on disk, so its
 * size is known at once), read a slice at a time only to find where its parts begin and end,
 * and the file is a slice of it: nothing is copied. A 1 GB share is read in about 4 s.
 */

const encoder = new TextEncoder()
const CR = 13
/** A part's headers end within this many bytes (a browser writes three short lines). */
const HEAD_MAX = 16 * 1024

/** The boundary of a `multipart/form-data` content type, or undefined. */
export function multipartBoundary(contentType: string): string | undefined {
  if (!/^multipart\/form-data\s*;/i.test(contentType)) return undefined
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^;\s]{1,70}))/i.exec(contentType)
  return match?.[1] ?? match?.[2]
}

interface PartHead {
  name: string
  filename: string | undefined
  type: string
  /** Where the part's content starts in the body. */
  start: number
}

/**
 * The first file sent in the field `field` (a part with a file name and some content), or
 * undefined when there is none or the body is not well-formed. `readBytes`: how much of the
 * body is in memory at once while it is searched.
 */
export async function fileOfMultipart(
  body: Blob,
  contentType: string,
  field: string,
  readBytes = 8 * 1024 * 1024,
): Promise<File | undefined> {
  const boundary = multipartBoundary(contentType)
  if (!boundary) return undefined
  // Every delimiter is CRLF "--" boundary; the body's first one has no CRLF before it, so the
  // scan starts as if the body had one (offsets below are the body's own).
  const delimiter = encoder.encode(`\r\n--${boundary}`)
  let part: PartHead | undefined
  for await (const at of delimiters(body, delimiter, readBytes)) {
    if (part && part.name === field && part.filename && at > part.start) {
      return new File([body.slice(part.start, at)], part.filename, { type: part.type })
    }
    const next = await partHead(body, at + delimiter.length)
    if (next === 'end') return undefined
    part = next
  }
  return undefined
}

/** Reads the headers after a delimiter; 'end' for the closing one or a broken head. */
async function partHead(body: Blob, after: number): Promise<PartHead | 'end'> {
  const bytes = new Uint8Array(await body.slice(after, after + HEAD_MAX).arrayBuffer())
  // After the boundary: "--" closes the body, CRLF opens a part.
  if (bytes[0] !== CR || bytes[1] !== 10) return 'end'
  const end = indexOfBytes(bytes, encoder.encode('\r\n\r\n'), 0)
  if (end < 0) return 'end'
  const head = new TextDecoder().decode(bytes.subarray(2, end))
  const disposition = /^content-disposition:(.*)$/im.exec(head)?.[1] ?? ''
  const name = parameter(disposition, 'name')
  if (name === undefined) return 'end'
  return {
    name,
    filename: parameter(disposition, 'filename'),
    type: /^content-type:\s*(.*?)\s*$/im.exec(head)?.[1] ?? '',
    start: after + end + 4,
  }
}

/** A quoted parameter of a header (browsers write `"` in a value as %22, a newline as %0A). */
function parameter(header: string, key: string): string | undefined {
  const value = new RegExp(`;\\s*${key}="([^"]*)"`, 'i').exec(header)?.[1]
  return value?.replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n')
}

/**
 * The body offsets of each delimiter, in order, as the reading reaches them (the first, before
 * the body, at -2). The body is read a slice at a time (a slice of a file-backed Blob reads
 * several times faster than its stream); only the last few bytes of a slice are kept, for a
 * delimiter cut in two. The caller stops the reading when it has what it needs.
 */
async function* delimiters(
  body: Blob,
  delimiter: Uint8Array,
  readBytes: number,
): AsyncGenerator<number> {
  // The bytes not yet searched, and the body offset of their first byte.
  let pending: Uint8Array = encoder.encode('\r\n')
  let offset = -2
  for (let read = 0; read < body.size; read += readBytes) {
    const bytes = concat(pending, await readSlice(body, read, read + readBytes))
    let from = 0
    for (let at = indexOfBytes(bytes, delimiter, from); at >= 0; ) {
      yield offset + at
      from = at + delimiter.length
      at = indexOfBytes(bytes, delimiter, from)
    }
    // A delimiter may begin in the last bytes: keep them for the next slice.
    const keep = Math.max(from, bytes.length - delimiter.length + 1)
    pending = bytes.slice(keep)
    offset += keep
  }
}

const readSlice = async (body: Blob, start: number, end: number) =>
  new Uint8Array(await body.slice(start, end).arrayBuffer())

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b
  const out = new Uint8Array(a.length + b.length)
  out.set(a)
  out.set(b, a.length)
  return out
}

/** Where `pattern` (starting with CR) first occurs in `bytes` at or after `from`, or -1. */
function indexOfBytes(bytes: Uint8Array, pattern: Uint8Array, from: number): number {
  const last = bytes.length - pattern.length
  for (let at = bytes.indexOf(pattern[0]!, from); at >= 0 && at <= last; ) {
    let same = 1
    while (same < pattern.length && bytes[at + same] === pattern[same]) same++
    if (same === pattern.length) return at
    at = bytes.indexOf(pattern[0]!, at + 1)
  }
  return -1
}
