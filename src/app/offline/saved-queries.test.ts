import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api/errors'
import { languagesQuery } from '@/api/languages'
import { profileQuery } from '@/api/profile'
import { readSavedData } from '@/api/saved-schemas'
import { videoDetailQuery, videoListQuery } from '@/api/videos'
import type { SavedRecord } from '@/offline/saved-records'
import { keepSaving, restoreQueries, sortOutSaved } from './saved-queries'

const client = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } })

const record = (id: string, patch: Partial<SavedRecord> = {}): SavedRecord => ({
  id,
  owner: 'alice',
  version: 2,
  queryKey: ['videos', 'detail', id],
  data: { id },
  updatedAt: 1_000_000,
  ...patch,
})

function saving(queryClient: QueryClient, owner: string | null = 'alice') {
  const target = { owner: () => owner ?? undefined, version: 2, save: vi.fn(), forget: vi.fn() }
  keepSaving(queryClient, target)
  return target
}

describe('which queries are saved, and when', () => {
  it('saves a query whose options ask for it (meta.persist) as soon as its data arrives', async () => {
    const queryClient = client()
    const target = saving(queryClient)
    await queryClient.fetchQuery({
      ...videoDetailQuery('7'),
      queryFn: async () => ({ id: '7' }) as never,
    })
    expect(target.save).toHaveBeenCalledTimes(1)
    expect(target.save.mock.calls[0]?.[0]).toMatchObject({
      id: JSON.stringify(['videos', 'detail', '7']),
      owner: 'alice',
      version: 2,
      data: { id: '7' },
    })
  })

  it('saves the library pages and the profile too, and nothing that does not ask', async () => {
    const queryClient = client()
    const target = saving(queryClient)
    await queryClient.fetchQuery({
      ...videoListQuery(2, ''),
      queryFn: async () => ({ items: [] }) as never,
    })
    await queryClient.fetchQuery({
      ...profileQuery(),
      queryFn: async () => ({ email: 'a' }) as never,
    })
    await queryClient.fetchQuery({ queryKey: ['search', 'x'], queryFn: async () => [] })
    const saved = target.save.mock.calls.map(([r]) => (r as SavedRecord).queryKey[0])
    expect(saved).toEqual(['videos', 'profile'])
  })

  it('saves an optimistic change (a deleted card leaves the saved page too)', () => {
    const queryClient = client()
    queryClient.getQueryCache().build(queryClient, videoListQuery(1, '') as never)
    const target = saving(queryClient)
    queryClient.setQueryData(videoListQuery(1, '').queryKey, { items: [], total: 0 } as never)
    expect(target.save).toHaveBeenCalledTimes(1)
  })

  it('a failed refetch neither removes nor downgrades what is saved', async () => {
    const queryClient = client()
    const target = saving(queryClient)
    const options = videoDetailQuery('7')
    await queryClient.fetchQuery({ ...options, queryFn: async () => ({ id: '7' }) as never })
    for (const error of [new ApiError('network', 0), new ApiError('http', 503)]) {
      await queryClient
        .fetchQuery({ ...options, staleTime: 0, queryFn: () => Promise.reject(error) })
        .catch(() => undefined)
    }
    expect(queryClient.getQueryState(options.queryKey)?.status).toBe('error')
    expect(target.save).toHaveBeenCalledTimes(1)
    expect(target.forget).not.toHaveBeenCalled()
  })

  it('forgets a page the server says is gone (404)', async () => {
    const queryClient = client()
    const target = saving(queryClient)
    await queryClient
      .fetchQuery({
        ...videoDetailQuery('7'),
        queryFn: () => Promise.reject(new ApiError('http', 404)),
      })
      .catch(() => undefined)
    expect(target.forget).toHaveBeenCalledWith([JSON.stringify(['videos', 'detail', '7'])])
  })

  it('saves nothing while nobody is signed in', async () => {
    const queryClient = client()
    const target = saving(queryClient, null)
    await queryClient.fetchQuery({
      ...videoDetailQuery('7'),
      queryFn: async () => ({ id: '7' }) as never,
    })
    expect(target.save).not.toHaveBeenCalled()
  })
})

describe('what comes back at start', () => {
  const rules = {
    owner: 'alice',
    version: 2,
    now: 2_000_000,
    maxAgeMs: 1_500_000,
    maxRecords: 2,
    read: readSavedData,
  }

  it('only the owner’s records of this schema version, not too old, the newest first', () => {
    const records = [
      record('mine-old', { updatedAt: 600_000 }),
      record('mine-a', { updatedAt: 1_900_000 }),
      record('mine-b', { updatedAt: 1_800_000 }),
      record('mine-c', { updatedAt: 1_700_000 }),
      record('bobs', { owner: 'bob' }),
      record('old-shape', { version: 1 }),
    ]
    const { restore, drop } = sortOutSaved(records, rules)
    expect(restore.map((r) => r.id)).toEqual(['mine-a', 'mine-b'])
    expect(drop.sort()).toEqual(['bobs', 'mine-c', 'mine-old', 'old-shape'])
  })

  it('drops a record its schema refuses, alone: the others restore as their schema reads them', () => {
    const listKey = videoListQuery(1, '').queryKey
    const records = [
      record('7', { data: { id: 7, title: 'Saved', tags: null } }),
      record('8', { data: { id: '8', outputData: { scenes: 'not a list' } } }),
      record('profile', { queryKey: profileQuery().queryKey, data: { id: 1, email: { a: 1 } } }),
      record('unknown', { queryKey: ['something', 'else'] }),
      record('list', {
        queryKey: listKey,
        data: { items: [{ id: 9 }], total: 1, page: 1, size: 50 },
      }),
      record('languages', {
        queryKey: languagesQuery().queryKey,
        data: [{ code: 'en', name: 'English' }],
      }),
    ]
    const { restore, drop, refused } = sortOutSaved(records, { ...rules, maxRecords: 3 })
    // The refused ones take no place of the newest three.
    expect(restore.map((r) => r.id)).toEqual(['7', 'list', 'languages'])
    expect(restore[0]?.data).toMatchObject({ id: '7', title: 'Saved', tags: [], outputData: null })
    expect(restore[1]?.data).toMatchObject({ items: [{ id: '9', tags: [] }] })
    expect(drop.sort()).toEqual(['8', 'profile', 'unknown'])
    expect(refused).toBe(3)
  })

  it('refuses a record whose read throws, alone', () => {
    const throwing = (queryKey: readonly unknown[], data: unknown) => {
      if (queryKey[2] === 'bad') throw new TypeError('cannot read')
      return readSavedData(queryKey, data)
    }
    const records = [record('7'), record('bad', { queryKey: ['videos', 'detail', 'bad'] })]
    const { restore, drop, refused } = sortOutSaved(records, { ...rules, read: throwing })
    expect(restore.map((r) => r.id)).toEqual(['7'])
    expect(drop).toEqual(['bad'])
    expect(refused).toBe(1)
  })

  it('comes back as a saved query before any screen asks for it (the index is fed from it)', () => {
    const queryClient = client()
    restoreQueries(queryClient, [record('7')])
    const query = queryClient.getQueryCache().find({ queryKey: ['videos', 'detail', '7'] })
    expect(query?.meta?.persist).toBe(true)
    expect(query?.state).toMatchObject({ status: 'success', isInvalidated: true })
  })

  it('paints at once but is stale, so the page asks the server again when it shows', async () => {
    const queryClient = client()
    const fresh = record('7', { updatedAt: Date.now(), data: { id: '7', title: 'Saved' } })
    restoreQueries(queryClient, [fresh])
    const options = videoDetailQuery('7')
    expect(queryClient.getQueryData(options.queryKey)).toEqual({ id: '7', title: 'Saved' })
    const queryFn = vi.fn(async () => ({ id: '7', title: 'From the server' }))
    const observer = new QueryObserver(queryClient, { ...options, queryFn } as never)
    expect(observer.getCurrentResult().data).toEqual({ id: '7', title: 'Saved' })
    const unsubscribe = observer.subscribe(() => undefined)
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1))
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(options.queryKey)).toEqual({
        id: '7',
        title: 'From the server',
      }),
    )
    unsubscribe()
  })
})
