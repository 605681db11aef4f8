/**
 * A small Cache Storage for unit tests (happy-dom has none): entries by URL, bodies read whole
 * when put (as the browser streams them to disk), `puts` counting every write.
 */
export function fakeCaches() {
  const stores = new Map<string, Map<string, { body: Blob; init: ResponseInit }>>()
  const urlOf = (key: RequestInfo | URL) =>
    new URL(typeof key === 'string' || key instanceof URL ? key : key.url, location.href).href
  const open = async (name: string) => {
    const entries = stores.get(name) ?? new Map()
    stores.set(name, entries)
    return {
      async put(key: RequestInfo | URL, response: Response) {
        const body = await response.blob()
        entries.set(urlOf(key), {
          body,
          init: { status: response.status, headers: [...response.headers] },
        })
      },
      async match(key: RequestInfo | URL) {
        const entry = entries.get(urlOf(key))
        return entry ? new Response(entry.body, entry.init) : undefined
      },
      async keys() {
        return [...entries.keys()].map((url) => new Request(url))
      },
      async delete(key: RequestInfo | URL) {
        return entries.delete(urlOf(key))
      },
    }
  }
  return {
    stores,
    api: {
      open,
      has: async (name: string) => stores.has(name),
      delete: async (name: string) => stores.delete(name),
      keys: async () => [...stores.keys()],
    } as unknown as CacheStorage,
  }
}
