import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CONFIG_CACHE } from '@/offline/names'
import { apiBaseProblem } from './api-base'
import { OTP_LENGTH_DEFAULT } from './limits'
import { config, loadConfig } from './runtime'

/** A read that answers when the test says so. */
function held() {
  let answer: () => void = () => {}
  const gate = new Promise<void>((resolve) => {
    answer = resolve
  })
  return { gate, answer }
}

/**
 * A service worker's config cache holding `kept` (none: a first start), and a network
 * answering `served` (a file, or a whole answer; undefined: no answer at all, offline without
 * the worker). Each read waits for its gate, open unless the test holds it.
 */
function setUp(
  kept: object | undefined,
  served: object | Response | undefined,
  gates: { kept?: Promise<void>; network?: Promise<void> } = {},
) {
  const stored = new Map<string, Response>()
  if (kept) stored.set('/config.json', new Response(JSON.stringify(kept)))
  const cache = {
    put: vi.fn(async (url: string, response: Response) => void stored.set(url, response)),
    delete: vi.fn(async (url: string) => stored.delete(url)),
  }
  vi.stubGlobal('caches', {
    match: async (url: string, options: { cacheName: string }) => {
      await gates.kept
      return options.cacheName === CONFIG_CACHE ? stored.get(url)?.clone() : undefined
    },
    open: async () => cache,
  })
  vi.stubGlobal('fetch', async () => {
    await gates.network
    if (served === undefined) throw new TypeError('Failed to fetch')
    if (served instanceof Response) return served.clone()
    return new Response(JSON.stringify(served))
  })
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
    const network = held()
    const { stored, reload } = setUp(
      { apiBase: 'https://api.example.com' },
      { apiBase: 'http://127.0.0.1:8787' },
      { network: network.gate },
    )
    await loadConfig()
    network.answer()
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
    expect(config().apiBase).toBe('https://api.example.com')
    expect(await stored.get('/config.json')?.json()).toEqual({ apiBase: 'http://127.0.0.1:8787' })
  })

  it('starts on the kept copy without waiting for a slow network', async () => {
    const network = held()
    setUp(
      { apiBase: 'https://api.example.com', companyUrl: 'https://kept.example.com' },
      { apiBase: 'https://api.example.com', companyUrl: 'https://served.example.com' },
      { network: network.gate },
    )
    await loadConfig()
    expect(config().companyUrl).toBe('https://kept.example.com')
    network.answer()
    await vi.waitFor(() => expect(config().companyUrl).toBe('https://served.example.com'))
  })

  it('starts on the network when it answers before the kept copy is read', async () => {
    const kept = held()
    const { reload } = setUp(
      { apiBase: 'https://old-api.example.com', companyUrl: 'https://kept.example.com' },
      { apiBase: 'https://api.example.com', companyUrl: 'https://served.example.com' },
      { kept: kept.gate },
    )
    const loaded = await loadConfig()
    expect(loaded).toMatchObject({
      apiBase: 'https://api.example.com',
      companyUrl: 'https://served.example.com',
    })
    // The kept copy is no newer: read late, it changes nothing and restarts nothing.
    kept.answer()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(config().companyUrl).toBe('https://served.example.com')
    expect(reload).not.toHaveBeenCalled()
  })

  it.each([
    ['a 503 from a proxy', new Response('Service Unavailable', { status: 503 })],
    ['a captive portal’s 511', new Response('<form>Wi-Fi login</form>', { status: 511 })],
    ['a 200 that is not JSON', new Response('<!doctype html><p>Welcome</p>', { status: 200 })],
  ])('takes %s for no answer: the kept copy stays in use, kept as it is', async (_, answer) => {
    const { stored, cache, reload } = setUp({ apiBase: 'https://api.example.com' }, answer)
    expect(await loadConfig()).toMatchObject({ apiBase: 'https://api.example.com' })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(config().apiBase).toBe('https://api.example.com')
    expect(cache.put).not.toHaveBeenCalled()
    expect(await stored.get('/config.json')?.json()).toEqual({ apiBase: 'https://api.example.com' })
    expect(reload).not.toHaveBeenCalled()
  })

  it('takes a 404 for no file: the build’s defaults, the kept copy of another API gone first', async () => {
    const network = held()
    const { stored, cache, reload } = setUp(
      { apiBase: 'https://api.example.com' },
      new Response('Not Found', { status: 404 }),
      { network: network.gate },
    )
    await loadConfig()
    network.answer()
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
    expect(stored.has('/config.json')).toBe(false)
    expect(cache.put).not.toHaveBeenCalled()
  })

  it('offline without the worker, starts on the kept copy', async () => {
    setUp({ apiBase: 'https://api.example.com', otpLength: 8 }, undefined)
    expect(await loadConfig()).toMatchObject({ apiBase: 'https://api.example.com', otpLength: 8 })
  })

  it('an API base that cannot be meant still reaches the fail-closed check, whoever answers', async () => {
    const page = new URL('https://app.example.com/video')
    for (const gate of ['kept', 'network'] as const) {
      const slow = held()
      setUp(
        { apiBase: 'ftp://kept.example.com' },
        { apiBase: 'ftp://served.example.com' },
        {
          [gate]: slow.gate,
        },
      )
      await loadConfig()
      expect(apiBaseProblem(config().apiBase, page)).toBe('invalid')
      slow.answer()
    }
  })
})

describe('loadConfig on a first start', () => {
  it('waits for the network when nothing is kept', async () => {
    const network = held()
    setUp(
      undefined,
      { apiBase: 'https://api.example.com', otpLength: 4 },
      {
        network: network.gate,
      },
    )
    let done = false
    const loading = loadConfig().then(() => {
      done = true
    })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(done).toBe(false)
    network.answer()
    await loading
    expect(config()).toMatchObject({ apiBase: 'https://api.example.com', otpLength: 4 })
  })

  it('with no answer and nothing kept, uses the build-time defaults', async () => {
    setUp(undefined, undefined)
    expect(await loadConfig()).toMatchObject({
      otpLength: OTP_LENGTH_DEFAULT,
      companyUrl: 'https://example.com/',
    })
  })
})
