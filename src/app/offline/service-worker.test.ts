import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useUpdateState, watchForMissingChunks } from './service-worker'

/** What Vite's preload helper dispatches when a lazily loaded chunk fails to load. */
const chunkFails = () => act(() => void window.dispatchEvent(new Event('vite:preloadError')))

describe('a chunk that fails to load', () => {
  afterEach(() => vi.restoreAllMocks())
  watchForMissingChunks()

  it('offline, is no new version: no reload is offered', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { result } = renderHook(() => useUpdateState())
    chunkFails()
    expect(result.current.chunkMissing).toBe(false)
  })

  it('online, means a deployment removed it: the reload is offered', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    const { result } = renderHook(() => useUpdateState())
    chunkFails()
    expect(result.current.chunkMissing).toBe(true)
  })
})
