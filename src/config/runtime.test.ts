import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CONFIG_CACHE } from './offline'
import { config, loadConfig } from './runtime'

/** A service worker's config cache holding `kept`, and a network answering `served`. */
function setUp(kept: object, served: object) {
  const stored = new Map<string, Response>([['/config.json', new Response(JSON.stringify(kept))]])
  const cache = {
    put: vi.fn(async (url: string, response: Response) => void stored.set(url, response)),
  }
  vi.stubGlobal('caches', {
    match: async (url: string, options: { cacheName: string }) =>
      options.cacheName === CONFIG_CACHE ? stored.get(url)?.clone() : undefined,
    open: async () => cache,
  })
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(served)))
  const reload = vi.fn()
  vi.stubGlobal('location', { ...window.location, reload })
  return { stored, cache, reload }
}

beforeEach(() => {
  vi.unstubAllGlobals()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('loadConfig on a warm start', () => {
  it('takes a changed setting of the same API at once', async () => {
    const { reload } = setUp(
      { apiBase: 'https://api.example.com', companyUrl: 'https://old.example.com' },
      { apiBase: 'https://api.example.com', companyUrl: 'https://new.example.com' },
    )
    await loadConfig()
    await vi.waitFor(() => expect(config().companyUrl).toBe('https://new.example.com'))
    expect(reload).not.toHaveBeenCalled()
  })

  it('restarts from the new file when the API moved, never swapping it live', async () => {
    const { stored, reload } = setUp(
      { apiBase: 'https://api.example.com' },
      { apiBase: 'http://127.0.0.1:8787' },
    )
    await loadConfig()
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
    expect(config().apiBase).toBe('https://api.example.com')
    expect(await stored.get('/config.json')?.json()).toEqual({ apiBase: 'http://127.0.0.1:8787' })
  })
})
