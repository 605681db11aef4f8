/**
 * A synchronous storage (what `@tanstack/query-sync-storage-persister` wants) that is an
 * in-memory mirror of IndexedDB: `load()` fills it before the app starts, `setItem` answers at
 * once and the write to IndexedDB follows in the background, one at a time, latest value wins.
 * Unlike localStorage it neither blocks the main thread on writes nor stops at about 5 MB.
 */

/** The few IndexedDB operations used (idb-keyval in the app, a Map in unit tests). */
export interface AsyncBackend {
  get: (key: string) => Promise<unknown>
  set: (key: string, value: unknown) => Promise<void>
  del: (key: string) => Promise<void>
  clear: () => Promise<void>
}

export interface MirrorOptions {
  /** Larger values are refused synchronously, so the persister's retry drops the oldest queries. */
  budgetChars: number
  /**
   * IndexedDB refused a write for lack of space: return a smaller value to try instead (the
   * oldest entries dropped), or undefined to give up and delete the key.
   */
  shrink: (value: string) => string | undefined
}

export class StorageBudgetError extends Error {
  override name = 'QuotaExceededError'
}

export const isQuotaError = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'QuotaExceededError' || /quota/i.test(`${error.name} ${error.message}`))

export function createIdbMirror(backend: AsyncBackend, options: MirrorOptions) {
  const mirror = new Map<string, string>()
  // Keys whose latest value (or removal) still has to reach IndexedDB.
  const dirty = new Set<string>()
  let writable = false
  let generation = 0
  let chain: Promise<void> = Promise.resolve()

  const writeOne = async (key: string, gen: number) => {
    if (gen !== generation || !writable || !dirty.has(key)) return
    dirty.delete(key)
    let value = mirror.get(key)
    if (value === undefined) return backend.del(key)
    for (;;) {
      try {
        await backend.set(key, value)
        return
      } catch (error) {
        if (!isQuotaError(error)) {
          console.warn('Offline copy not saved', error)
          return
        }
        const smaller: string | undefined = options.shrink(value)
        if (smaller === undefined || smaller.length >= value.length) {
          mirror.delete(key)
          await backend.del(key).catch(() => undefined)
          return
        }
        value = smaller
        if (gen === generation) mirror.set(key, value)
      }
    }
  }

  const schedule = (key: string) => {
    dirty.add(key)
    const gen = generation
    chain = chain.then(() => writeOne(key, gen)).catch(() => undefined)
  }

  const storage = {
    getItem: (key: string) => mirror.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (value.length > options.budgetChars) throw new StorageBudgetError('Offline copy too large')
      mirror.set(key, value)
      schedule(key)
    },
    removeItem: (key: string) => {
      mirror.delete(key)
      schedule(key)
    },
  }

  return {
    storage,
    /** Reads a key into the mirror before the app starts. */
    async load(key: string) {
      const value = await backend.get(key).catch(() => undefined)
      if (typeof value === 'string') mirror.set(key, value)
    },
    /** Writes are held back while nobody is signed in; enabling flushes what waited. */
    setWritable(value: boolean) {
      writable = value
      if (value) for (const key of [...dirty]) schedule(key)
    },
    /** Resolves once every write scheduled so far has reached IndexedDB. */
    flush: () => chain,
    /** Forgets everything, in memory and in IndexedDB; writes already queued are dropped. */
    async clear() {
      generation++
      mirror.clear()
      dirty.clear()
      const done = chain.then(() => backend.clear())
      chain = done.catch(() => undefined)
      await done
    },
    size: (key: string) => mirror.get(key)?.length ?? 0,
  }
}

export type IdbMirror = ReturnType<typeof createIdbMirror>
