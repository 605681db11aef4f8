import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeCaches } from '@/test/fake-caches'
import {
  keptAddress,
  keptBlob,
  parseKeptAddress,
  readKeptRecords,
  wipeKeptFiles,
} from './kept-files'
import { keepFile, removeKeptVideo, sizeOf } from './kept-writer'

const PART_BYTES = 4096
const SIZE = PART_BYTES * 2 + 1000
const FILE = new Uint8Array(SIZE).map((_, i) => i % 251)

/** A server of FILE with Range, in chunks of 64 kB; `cutAfter` drops the stream after N bytes. */
function server({ cutAfter }: { cutAfter?: number } = {}) {
  const ranges: (string | null)[] = []
  const fetcher = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const range = new Headers(init?.headers).get('range')
    ranges.push(range)
    const start = range ? Number(/bytes=(\d+)-/.exec(range)![1]) : 0
    let at = start
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (cutAfter !== undefined && sent >= cutAfter) {
          controller.error(new TypeError('network dropped'))
          return
        }
        const chunk = FILE.slice(at, Math.min(SIZE, at + 1000))
        at += chunk.byteLength
        sent += chunk.byteLength
        controller.enqueue(chunk)
        if (at >= SIZE) controller.close()
      },
    })
    const headers: Record<string, string> = {
      'Content-Type': 'video/mp4',
      'Content-Length': String(SIZE - start),
    }
    if (range) headers['Content-Range'] = `bytes ${start}-${SIZE - 1}/${SIZE}`
    return new Response(body, { status: range ? 206 : 200, headers })
  })
  return { fetcher: fetcher as unknown as typeof fetch, ranges }
}

const keep = (fetcher: typeof fetch, extra = {}) =>
  keepFile({
    videoId: 'v 1',
    kind: 'full',
    title: 'Sports',
    url: 'https://a/x.mp4',
    fetcher,
    partBytes: PART_BYTES,
    ...extra,
  })

let storage: ReturnType<typeof fakeCaches>
beforeEach(() => {
  storage = fakeCaches()
  vi.stubGlobal('caches', storage.api)
})
afterEach(() => vi.unstubAllGlobals())

describe('the kept-file address', () => {
  it('names a video id and kind, and nothing else', () => {
    expect(keptAddress('v 1', 'scene-3')).toBe('/kept-video/v%201/scene-3')
    expect(parseKeptAddress('/kept-video/v%201/scene-3')).toEqual({
      videoId: 'v 1',
      kind: 'scene-3',
    })
    expect(parseKeptAddress('/kept-video/v1/other')).toBeUndefined()
    expect(parseKeptAddress('/kept-video/v1/full/x')).toBeUndefined()
    expect(parseKeptAddress('/video/v1/full')).toBeUndefined()
  })

  it('reads the size from Content-Range before Content-Length', () => {
    const partial = new Response('', {
      headers: { 'Content-Range': 'bytes 10-19/500', 'Content-Length': '10' },
    })
    expect(sizeOf(partial)).toBe(500)
    expect(sizeOf(new Response('', { headers: { 'Content-Length': '42' } }))).toBe(42)
  })
})

describe('keeping a file', () => {
  it('writes it in parts, reporting progress, and gives back the same bytes', async () => {
    const { fetcher } = server()
    const progress: number[] = []
    const record = await keep(fetcher, { onProgress: (stored: number) => progress.push(stored) })
    expect(record).toMatchObject({ videoId: 'v 1', kind: 'full', size: SIZE, stored: SIZE })
    expect(progress.at(-1)).toBe(SIZE)
    // Three parts and a record.
    expect(storage.stores.get('vi-kept-videos')?.size).toBe(4)
    const kept = await keptBlob('v 1', 'full')
    expect([...new Uint8Array(await kept!.blob.arrayBuffer())]).toEqual([...FILE])
  })

  it('reads from the part a range starts in', async () => {
    await keep(server().fetcher)
    const kept = await keptBlob('v 1', 'full', PART_BYTES * 2 + 5)
    expect(kept?.offset).toBe(PART_BYTES * 2)
    expect(kept?.blob.size).toBe(1000)
  })

  it('continues a keep that was cut off with a Range request from the last whole part', async () => {
    const cut = server({ cutAfter: PART_BYTES + 1500 })
    await expect(keep(cut.fetcher)).rejects.toThrow()
    const [halfway] = await readKeptRecords()
    expect(halfway?.stored).toBe(PART_BYTES)
    expect(await keptBlob('v 1', 'full')).toBeUndefined()

    const again = server()
    await keep(again.fetcher)
    expect(again.ranges).toEqual([`bytes=${PART_BYTES}-`])
    const kept = await keptBlob('v 1', 'full')
    expect([...new Uint8Array(await kept!.blob.arrayBuffer())]).toEqual([...FILE])
  })

  it("continues a file in the part length it was begun with, an earlier build's", async () => {
    const cut = server({ cutAfter: PART_BYTES + 1500 })
    await expect(keep(cut.fetcher)).rejects.toThrow()
    // The next build's part length is twice as long: the begun file keeps its own.
    const again = server()
    const record = await keep(again.fetcher, { partBytes: PART_BYTES * 2 })
    expect(record.partBytes).toBe(PART_BYTES)
    expect(again.ranges).toEqual([`bytes=${PART_BYTES}-`])
    const kept = await keptBlob('v 1', 'full', PART_BYTES * 2 + 5)
    expect(kept?.offset).toBe(PART_BYTES * 2)
    const whole = await keptBlob('v 1', 'full')
    expect([...new Uint8Array(await whole!.blob.arrayBuffer())]).toEqual([...FILE])
  })

  it('counts a part still being committed when the network drops in the next one', async () => {
    // Each part's commit takes a while after its bytes are handed over, as a disk's does.
    const real = storage.api
    vi.stubGlobal('caches', {
      ...real,
      open: async (name: string) => {
        const cache = await real.open(name)
        return {
          ...cache,
          async put(key: string, response: Response) {
            const body = await response.blob()
            if (key.includes('?part=')) await new Promise((done) => setTimeout(done, 30))
            return cache.put(key, new Response(body, response))
          },
        }
      },
    })
    await expect(keep(server({ cutAfter: PART_BYTES + 1500 }).fetcher)).rejects.toThrow()
    const [halfway] = await readKeptRecords()
    expect(halfway?.stored).toBe(PART_BYTES)
  })

  it('removes a video, and wipes everything', async () => {
    await keep(server().fetcher)
    await keepFile({
      videoId: 'v2',
      kind: 'trailer',
      title: 'T',
      url: 'u',
      fetcher: server().fetcher,
    })
    await removeKeptVideo('v 1')
    expect((await readKeptRecords()).map((r) => r.videoId)).toEqual(['v2'])
    await wipeKeptFiles()
    expect(await readKeptRecords()).toEqual([])
  })
})
