import 'fake-indexeddb/auto'
import { QueryClient } from '@tanstack/react-query'
import { storageKey } from '@tanstack/router-core'
import { describe, expect, it, vi } from 'vitest'
import { SESSION_WIPE_WAIT_MS } from '@/config/limits'
import { readSavedCopy, saveToDevice, setSavedCopyOwner } from './offline/saved-store'
import { clearSession, ROUTER_SCROLL_KEY, SESSION_END_STEPS } from './session-end'
import { onSessionEnd, onSessionStart, runSessionStart } from './session-registry'

const end = (patch: Partial<Parameters<typeof clearSession>[0]> = {}) => ({
  reason: 'logout' as const,
  owner: 'alice',
  replaced: false,
  queryClient: new QueryClient(),
  ...patch,
})

describe('what a session end clears', () => {
  it('lists memory, the features’ steps, dialogs, this tab’s storage, saved pages, images, index, kept videos, waiting uploads, shared file', () => {
    expect(SESSION_END_STEPS.map((step) => [step.what, step.shared ?? false])).toEqual([
      ['queries in flight and answers in memory', false],
      ['what the features registered (onSessionEnd)', false],
      ['open dialogs', false],
      ["this tab's sessionStorage: a pending e-mail change, scroll positions", false],
      ['saved pages', true],
      ['thumbnails, frame images and the page snapshots for a warm start', true],
      ['the search index of the saved library', true],
      ['the videos kept for offline (a keep under way stops first)', true],
      ['uploads waiting for the network, their files and drafts', true],
      ['a video shared into the app', true],
    ])
  })

  it('clears the query cache, sessionStorage and the saved copy', async () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(['videos', 'detail', '1'], { title: 'secret' })
    sessionStorage.setItem('profile.pendingEmail', '{"newEmail":"x@example.com"}')
    sessionStorage.setItem(ROUTER_SCROLL_KEY, '{"/video-detail/1":{}}')
    await setSavedCopyOwner('alice')
    saveToDevice({
      id: 'r',
      owner: 'alice',
      version: 1,
      queryKey: ['r'],
      data: 1,
      updatedAt: 1,
    })
    await vi.waitFor(async () => expect((await readSavedCopy()).records).toHaveLength(1))
    await clearSession(end({ queryClient }))
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0)
    expect(sessionStorage.length).toBe(0)
    expect(await readSavedCopy()).toEqual({ owner: undefined, records: [], malformed: [] })
  })

  it('runs every step even when one fails (no IndexedDB: images, page snapshots, kept videos and the shared file still go)', async () => {
    const deleted: string[] = []
    vi.stubGlobal('caches', { delete: async (name: string) => deleted.push(name) })
    vi.stubGlobal('indexedDB', undefined)
    await clearSession(end())
    expect(deleted.sort()).toEqual([
      'vi-asset-images',
      'vi-kept-videos',
      'vi-page-pictures',
      'vi-page-snapshots',
    ])
    vi.unstubAllGlobals()
  })

  it('leaves what the tabs share alone when another user is already signed in', async () => {
    await setSavedCopyOwner('bob')
    const deleted: string[] = []
    vi.stubGlobal('caches', { delete: async (name: string) => deleted.push(name) })
    await clearSession(end({ reason: 'elsewhere', replaced: true }))
    expect((await readSavedCopy()).owner).toBe('bob')
    expect(deleted).toEqual([])
    vi.unstubAllGlobals()
  })

  it('runs what the routes registered, at once, with the reason and whose session it was', async () => {
    const ran: string[] = []
    const remove = onSessionEnd({
      what: 'the upload and its draft',
      run: ({ reason, owner }) => ran.push(`${reason} ${owner}`),
    })
    // Registered again (a module evaluated again in development): it replaces the first.
    const removeAgain = onSessionEnd({
      what: 'the upload and its draft',
      run: ({ reason, owner }) => ran.push(`again ${reason} ${owner}`),
    })
    const cleared = clearSession(end({ reason: 'forced' }))
    // Before anything of the end is awaited: an upload is stopped before its call fails.
    expect(ran).toEqual(['again forced alice'])
    await cleared
    removeAgain()
    remove()
    await clearSession(end())
    expect(ran).toEqual(['again forced alice'])
  })

  it('goes on after SESSION_WIPE_WAIT_MS when a wipe never ends (storage a frozen page holds), the tab cleared at once', async () => {
    vi.useFakeTimers()
    const remove = onSessionEnd({
      what: 'a step that never ends',
      run: () => new Promise(() => {}),
    })
    const queryClient = new QueryClient()
    queryClient.setQueryData(['videos', 'detail', '1'], { title: 'secret' })
    let ended = false
    const cleared = clearSession(end({ queryClient })).then(() => {
      ended = true
    })
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(SESSION_WIPE_WAIT_MS - 1)
    expect(ended).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await cleared
    expect(ended).toBe(true)
    remove()
    vi.useRealTimers()
  })

  it('runs what the routes registered when a session starts', () => {
    const started: string[] = []
    const remove = onSessionStart({ what: 'a kept upload', run: (owner) => started.push(owner) })
    runSessionStart('bob')
    remove()
    runSessionStart('carol')
    expect(started).toEqual(['bob'])
  })

  it('knows the router’s name for its scroll positions', () => {
    expect(ROUTER_SCROLL_KEY).toBe(storageKey)
  })
})
