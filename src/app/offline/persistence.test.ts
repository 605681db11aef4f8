import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { endSession, startSession } from '../../api/session'
import type { AsyncBackend } from './idb-mirror'
import { ownerOf } from './owner'
import {
  OWNER_KEY,
  PERSIST_KEY,
  shouldPersistQuery,
  shrinkPersisted,
  startPersistence,
} from './persistence'

function memoryBackend() {
  const data = new Map<string, unknown>()
  const backend: AsyncBackend = {
    get: async (key) => data.get(key),
    set: async (key, value) => void data.set(key, value),
    del: async (key) => void data.delete(key),
    clear: async () => data.clear(),
  }
  return { data, backend }
}

const success = (queryKey: unknown[]) => ({ queryKey, state: { status: 'success' } }) as never

const client = () => new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } })

afterEach(async () => {
  await endSession('logout')
  localStorage.clear()
})

describe('shouldPersistQuery', () => {
  it('keeps library pages, detail pages, the profile and the languages only', () => {
    expect(shouldPersistQuery(success(['videos', 'list', { page: 2, tags: '' }]))).toBe(true)
    expect(shouldPersistQuery(success(['videos', 'detail', '42']))).toBe(true)
    expect(shouldPersistQuery(success(['profile']))).toBe(true)
    expect(shouldPersistQuery(success(['languages']))).toBe(true)
    expect(shouldPersistQuery(success(['videos', 'similar', {}]))).toBe(false)
    expect(shouldPersistQuery(success(['search']))).toBe(false)
    expect(shouldPersistQuery({ queryKey: ['profile'], state: { status: 'error' } } as never)).toBe(
      false,
    )
  })
})

describe('shrinkPersisted', () => {
  it('drops the oldest queries first', () => {
    const queries = Array.from({ length: 20 }, (_, i) => ({
      queryKey: ['videos', 'detail', String(i)],
      state: { dataUpdatedAt: 1000 - i },
    }))
    const value = JSON.stringify({
      buster: 'b',
      timestamp: 1,
      clientState: { queries, mutations: [] },
    })
    const smaller = JSON.parse(shrinkPersisted(value) ?? '{}')
    expect(smaller.clientState.queries).toHaveLength(18)
    const kept = smaller.clientState.queries.map((q: { queryKey: string[] }) => q.queryKey[2])
    expect(kept).not.toContain('19')
    expect(kept).not.toContain('18')
    expect(kept).toContain('0')
  })
})

describe('ownerOf', () => {
  it('is stable per e-mail and differs between users', () => {
    expect(ownerOf({ email: 'Demo@Example.com' })).toBe(ownerOf({ email: 'demo@example.com' }))
    expect(ownerOf({ email: 'a@example.com' })).not.toBe(ownerOf({ email: 'b@example.com' }))
    expect(ownerOf(null)).toBeUndefined()
  })
})

describe('startPersistence', () => {
  it('persists the allowed queries and restores them for the same user', async () => {
    await startSession({ accessToken: 't', email: 'a@example.com' })
    const { data, backend } = memoryBackend()
    const first = client()
    const handle = await startPersistence(first, { backend, onOtherUser: vi.fn() })
    first.setQueryData(['videos', 'detail', '1'], { id: '1', title: 'Kept' })
    first.setQueryData(['videos', 'similar', {}], { items: [] })
    await vi.waitFor(() => expect(data.get(PERSIST_KEY)).toBeTypeOf('string'), { timeout: 2000 })
    await handle.flush()
    expect(data.get(OWNER_KEY)).toBe(ownerOf({ email: 'a@example.com' }))

    const second = client()
    await startPersistence(second, { backend, onOtherUser: vi.fn() })
    expect(second.getQueryData(['videos', 'detail', '1'])).toEqual({ id: '1', title: 'Kept' })
    expect(second.getQueryData(['videos', 'similar', {}])).toBeUndefined()
  })

  it('restores nothing for another user and wipes what was kept', async () => {
    const { data, backend } = memoryBackend()
    data.set(OWNER_KEY, ownerOf({ email: 'a@example.com' }))
    data.set(PERSIST_KEY, JSON.stringify({ buster: 'dev', timestamp: Date.now(), clientState: {} }))
    await startSession({ accessToken: 'u', email: 'b@example.com' })
    const onOtherUser = vi.fn()
    const queryClient = client()
    await startPersistence(queryClient, { backend, onOtherUser })
    expect(onOtherUser).toHaveBeenCalled()
    expect(data.has(PERSIST_KEY)).toBe(false)
  })

  it('clears memory and storage when a different user signs in over kept data', async () => {
    await startSession({ accessToken: 't', email: 'a@example.com' })
    const { data, backend } = memoryBackend()
    const queryClient = client()
    const onOtherUser = vi.fn()
    const handle = await startPersistence(queryClient, { backend, onOtherUser })
    queryClient.setQueryData(['profile'], { email: 'a@example.com' })
    await vi.waitFor(() => expect(data.get(PERSIST_KEY)).toBeTypeOf('string'), { timeout: 2000 })

    await startSession({ accessToken: 'u', email: 'b@example.com' })
    expect(queryClient.getQueryData(['profile'])).toBeUndefined()
    expect(onOtherUser).toHaveBeenCalledTimes(1)
    await handle.flush()
    expect(String(data.get(PERSIST_KEY) ?? '')).not.toContain('a@example.com')
  })

  it('wipe() removes the persisted copy and stops writing after logout', async () => {
    await startSession({ accessToken: 't', email: 'a@example.com' })
    const { data, backend } = memoryBackend()
    const queryClient = client()
    const handle = await startPersistence(queryClient, { backend, onOtherUser: vi.fn() })
    queryClient.setQueryData(['profile'], { email: 'a@example.com' })
    await vi.waitFor(() => expect(data.get(PERSIST_KEY)).toBeTypeOf('string'), { timeout: 2000 })

    await endSession('logout')
    queryClient.clear()
    await handle.wipe()
    await new Promise((resolve) => setTimeout(resolve, 700))
    await handle.flush()
    expect(data.size).toBe(0)
  })
})
