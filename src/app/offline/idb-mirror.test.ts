import { describe, expect, it, vi } from 'vitest'
import { type AsyncBackend, createIdbMirror } from './idb-mirror'

function memoryBackend(options: { quotaChars?: number } = {}) {
  const data = new Map<string, unknown>()
  const backend: AsyncBackend = {
    get: async (key) => data.get(key),
    set: async (key, value) => {
      if (typeof value === 'string' && options.quotaChars && value.length > options.quotaChars) {
        throw new DOMException('full', 'QuotaExceededError')
      }
      data.set(key, value)
    },
    del: async (key) => void data.delete(key),
    clear: async () => data.clear(),
  }
  return { data, backend }
}

const noShrink = () => undefined

describe('createIdbMirror', () => {
  it('answers synchronously and writes the latest value in the background', async () => {
    const { data, backend } = memoryBackend()
    const mirror = createIdbMirror(backend, { budgetChars: 100, shrink: noShrink })
    mirror.setWritable(true)
    mirror.storage.setItem('k', 'one')
    mirror.storage.setItem('k', 'two')
    expect(mirror.storage.getItem('k')).toBe('two')
    await mirror.flush()
    expect(data.get('k')).toBe('two')
  })

  it('holds writes back until writable, then flushes them', async () => {
    const { data, backend } = memoryBackend()
    const mirror = createIdbMirror(backend, { budgetChars: 100, shrink: noShrink })
    mirror.storage.setItem('k', 'value')
    await mirror.flush()
    expect(data.has('k')).toBe(false)
    mirror.setWritable(true)
    await mirror.flush()
    expect(data.get('k')).toBe('value')
  })

  it('loads what IndexedDB holds before start', async () => {
    const { data, backend } = memoryBackend()
    data.set('k', 'saved')
    const mirror = createIdbMirror(backend, { budgetChars: 100, shrink: noShrink })
    await mirror.load('k')
    expect(mirror.storage.getItem('k')).toBe('saved')
  })

  it('refuses values over the budget synchronously (the persister then drops queries)', () => {
    const { backend } = memoryBackend()
    const mirror = createIdbMirror(backend, { budgetChars: 3, shrink: noShrink })
    expect(() => mirror.storage.setItem('k', 'toolong')).toThrow(/too large/)
    expect(mirror.storage.getItem('k')).toBeNull()
  })

  it('shrinks on a quota error until the value fits, and gives up by deleting', async () => {
    const { data, backend } = memoryBackend({ quotaChars: 4 })
    const shrink = vi.fn((value: string) => (value.length > 1 ? value.slice(1) : undefined))
    const mirror = createIdbMirror(backend, { budgetChars: 100, shrink })
    mirror.setWritable(true)
    mirror.storage.setItem('k', 'abcdefg')
    await mirror.flush()
    expect(data.get('k')).toBe('defg')
    expect(mirror.storage.getItem('k')).toBe('defg')

    const never = createIdbMirror(backend, { budgetChars: 100, shrink: noShrink })
    never.setWritable(true)
    never.storage.setItem('k', 'abcdefg')
    await never.flush()
    expect(data.has('k')).toBe(false)
  })

  it('clear() forgets everything and drops writes that were still queued', async () => {
    const { data, backend } = memoryBackend()
    const mirror = createIdbMirror(backend, { budgetChars: 100, shrink: noShrink })
    mirror.setWritable(true)
    mirror.storage.setItem('k', 'secret')
    await mirror.clear()
    await mirror.flush()
    expect(data.size).toBe(0)
    expect(mirror.storage.getItem('k')).toBeNull()
  })
})
