/**
 * The answer to a request for a kept file (src/sw/kept-videos.ts): the whole file (200), or the
 * bytes one `Range` asks for (206 with `Content-Range`), or 416 for a range past the end. A
 * media element asks `bytes=N-` to start and to seek; of several ranges the first is answered.
 * `blob` holds the file from byte `offset` on (the parts before it were not read; 0 for a whole
 * answer).
 */
export function rangeAnswer(
  blob: Blob,
  { size, type, offset = 0 }: { size: number; type: string; offset?: number },
  range: string | null,
): Response {
  const headers = { 'Accept-Ranges': 'bytes', 'Content-Type': type }
  const wanted = range ? parseRange(range, size) : undefined
  if (wanted === 'unsatisfiable')
    return new Response(null, {
      status: 416,
      headers: { ...headers, 'Content-Range': `bytes */${size}` },
    })
  if (!wanted) {
    return new Response(blob, {
      status: 200,
      headers: { ...headers, 'Content-Length': String(size) },
    })
  }
  const [start, end] = wanted
  const part = blob.slice(start - offset, end + 1 - offset)
  return new Response(part, {
    status: 206,
    headers: {
      ...headers,
      'Content-Length': String(end - start + 1),
      'Content-Range': `bytes ${start}-${end}/${size}`,
    },
  })
}

/** The first range of a `Range` header as [start, end], inclusive; undefined to answer whole. */
export function parseRange(
  header: string,
  size: number,
): [number, number] | 'unsatisfiable' | undefined {
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*(?:,|$)/i.exec(header)
  if (!match) return undefined
  const [, first, last] = match
  if (first === '' && last === '') return undefined
  if (first === '') {
    // The last N bytes.
    const count = Number(last)
    if (count === 0 || size === 0) return 'unsatisfiable'
    return [Math.max(0, size - count), size - 1]
  }
  const start = Number(first)
  if (start >= size) return 'unsatisfiable'
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (end < start) return undefined
  return [start, end]
}
