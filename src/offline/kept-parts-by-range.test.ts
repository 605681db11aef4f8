import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeCaches } from '@/test/fake-caches'
import { keptBlob, openKept, readKeptRecord, readKeptRecords, recordKey } from './kept-files'
import { keepFile, planFile } from './kept-writer'

const PART_BYTES = 4096
const SIZE = PART_BYTES * 2 + 1000
const FILE = new Uint8Array(SIZE).map((_, i) => i % 251)

interface ServerOptions {
  /** Answers every request with the whole file (a 200), as a server without Range support. */
  ignoresRange?: boolean
  /** The answer from this byte drops its connection halfway through its body. */
  cutFrom?: number
  /** The answer from this byte is a byte short (its Content-Length says so). */
  shortFrom?: number
}

/** A server of FILE answering `bytes=a-b` with a 206 (no Content-Range: cross-origin). */
function server({ ignoresRange, cutFrom, shortFrom }: ServerOptions = {}) {
  const ranges: (string | null)[] = []
  const fetcher = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const range = new Headers(init?.headers).get('range')
    ranges.push(range)
    const m = ignoresRange ? null : /^bytes=(\d+)-(\d*)$/.exec(range ?? '')
    const from = m ? Number(m[1]) : 0
    let to = m?.[2] ? Math.min(SIZE, Number(m[2]) + 1) : SIZE
    if (from === shortFrom) to--
    const bytes = FILE.slice(from, to)
    const half = Math.floor(bytes.byteLength / 2)
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        if (from === cutFrom) {
          controller.enqueue(bytes.slice(0, half))
          controller.error(new TypeError('network dropped'))
          return
        }
        controller.enqueue(bytes)
        controller.close()
      },
    })
    const headers = { 'Content-Type': 'video/mp4', 'Content-Length': String(to - from) }
    return new Response(body, { status: m ? 206 : 200, headers })
  })
  return { fetcher: fetcher as unknown as typeof fetch, ranges }
}

const FILE_OF = { videoId: 'v1', kind: 'full', title: 'Sports', url: 'https://a/x.mp4' } as const

async function keep(fetcher: typeof fetch, onProgress?: (stored: number) => void) {
  await planFile({ ...FILE_OF, size: SIZE })
  // The planned record's part length is the product's; these tests use a small one.
  const record = (await readKeptRecord('v1', 'full'))!
  if (record.stored === 0) {
    const cache = await openKept()
    await cache.put(recordKey('v1', 'full'), Response.json({ ...record, partBytes: PART_BYTES }))
  }
  return keepFile({ ...FILE_OF, fetcher, onProgress, inRangedParts: true })
}

const keptBytes = async () => {
  const kept = await keptBlob('v1', 'full')
  return kept ? [...new Uint8Array(await kept.blob.arrayBuffer())] : undefined
}

beforeEach(() => vi.stubGlobal('caches', fakeCaches().api))
afterEach(() => vi.unstubAllGlobals())

describe('keeping a file in ranged parts', () => {
  it('asks for each part with its own range and keeps the same bytes', async () => {
    const { fetcher, ranges } = server()
    const progress: number[] = []
    const record = await keep(fetcher, (stored) => progress.push(stored))
    expect(record).toMatchObject({ size: SIZE, stored: SIZE, partBytes: PART_BYTES })
    expect(ranges).toEqual(['bytes=0-4095', 'bytes=4096-8191', 'bytes=8192-9191'])
    // Told per part, ending with the whole file.
    expect(progress).toHaveLength(3)
    expect(progress.at(-1)).toBe(SIZE)
    expect(await keptBytes()).toEqual([...FILE])
  })

  it('streams the whole file when the server ignores Range, asking once', async () => {
    const { fetcher, ranges } = server({ ignoresRange: true })
    await keep(fetcher)
    expect(ranges).toEqual(['bytes=0-4095'])
    expect(await keptBytes()).toEqual([...FILE])
  })

  it('does not record a part cut off; the next keep asks again from it', async () => {
    await expect(keep(server({ cutFrom: PART_BYTES }).fetcher)).rejects.toThrow()
    const [halfway] = await readKeptRecords()
    expect(halfway?.stored).toBe(PART_BYTES)
    expect(await keptBytes()).toBeUndefined()

    const again = server()
    await keep(again.fetcher)
    expect(again.ranges).toEqual(['bytes=4096-8191', 'bytes=8192-9191'])
    expect(await keptBytes()).toEqual([...FILE])
  })

  it('does not record a short part, nor one after it', async () => {
    await expect(keep(server({ shortFrom: 0 }).fetcher)).rejects.toThrow(/part 0/)
    const [record] = await readKeptRecords()
    expect(record?.stored).toBe(0)
  })
})
