import { afterEach, describe, expect, it } from 'vitest'
import { LIBRARY } from '@/test/local-search-library'
import { createLocalSearchEngine } from './engine'
import { connectLocalSearch, type Port, serveLocalSearch } from './protocol'
import { memoryIndexStorage } from './storage'
import type { LocalSearch } from './types'

const ports: MessagePort[] = []
afterEach(() => {
  for (const port of ports.splice(0)) port.close()
})

/** The page and the worker on the two ends of a real MessageChannel (structured clone). */
function overChannel(engine: LocalSearch): LocalSearch {
  const { port1, port2 } = new MessageChannel()
  ports.push(port1, port2)
  serveLocalSearch(port2 as unknown as Port, engine)
  port1.start()
  port2.start()
  return connectLocalSearch(port1 as unknown as Port)
}

describe('worker protocol', () => {
  it('carries every call and its answer, in order', async () => {
    const storage = memoryIndexStorage()
    await storage.setOwner('alice')
    const remote = overChannel(createLocalSearchEngine({ storage, saveDelayMs: 60_000 }))
    const [upserted, page, tags] = await Promise.all([
      remote.upsertVideos('alice', LIBRARY),
      remote.search('alice', { text: 'baton', mode: 'scenes', limit: 10 }),
      remote.suggestTags('alice', 'coo'),
    ])
    expect(upserted).toEqual({ owner: 'alice', videos: 5, scenes: 9 })
    expect(page.items.map((item) => [item.id, item.sceneIndex])).toEqual([['sports', 1]])
    expect(tags).toEqual([{ name: 'Cooking', count: 2 }])
    await remote.flush()
    expect([...storage.videos.values()].map((v) => v.owner)).toContain('alice')
    expect(await remote.removeVideos('alice', ['sports'])).toMatchObject({ videos: 4 })
    await remote.wipe()
    expect(await remote.stats()).toEqual({ owner: null, videos: 0, scenes: 0 })
    expect(await remote.load('bob')).toEqual({ owner: 'bob', videos: 0, scenes: 0 })
  })

  it('turns an error inside the engine into a rejected call, and goes on', async () => {
    const engine = createLocalSearchEngine({ storage: memoryIndexStorage(), saveDelayMs: 60_000 })
    const remote = overChannel({
      ...engine,
      search: () => Promise.reject(new Error('index broken')),
    })
    await expect(remote.search('alice', { text: 'x', mode: 'videos', limit: 1 })).rejects.toThrow(
      'Local search: index broken',
    )
    expect(await remote.stats()).toEqual({ owner: null, videos: 0, scenes: 0 })
  })

  it('rejects waiting and later calls once the worker fails', async () => {
    const listeners: Record<string, ((event: unknown) => void)[]> = { message: [], error: [] }
    const worker = {
      postMessage: () => undefined, // never answers
      addEventListener: (type: string, listener: (event: unknown) => void) =>
        listeners[type]?.push(listener),
    } as unknown as Port
    const remote = connectLocalSearch(worker)
    const waiting = remote.stats()
    for (const listener of listeners.error ?? []) listener(new Event('error'))
    await expect(waiting).rejects.toThrow('the worker stopped')
    await expect(remote.load('alice')).rejects.toThrow('the worker stopped')
  })

  it('ignores messages that are not calls', async () => {
    const { port1, port2 } = new MessageChannel()
    ports.push(port1, port2)
    serveLocalSearch(
      port2 as unknown as Port,
      createLocalSearchEngine({ storage: memoryIndexStorage() }),
    )
    port2.start()
    port1.start()
    const answers: unknown[] = []
    port1.addEventListener('message', (event) => answers.push(event.data))
    port1.postMessage({ id: 1, method: 'constructor', args: [] })
    port1.postMessage('hello')
    port1.postMessage({ id: 2, method: 'stats', args: [] })
    await expect
      .poll(() => answers)
      .toEqual([{ id: 2, result: { owner: null, videos: 0, scenes: 0 } }])
  })
})
