import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { session } from '@/api/session'
import * as catalogs from '@/i18n/catalogs'
import { createAppRouter } from '../router'
import { preloadCode } from './code-ahead'

describe('preloadCode', () => {
  afterEach(() => vi.restoreAllMocks())

  it("fetches a detail page's routes and words, and no data", () => {
    const router = createAppRouter(new QueryClient(), createMemoryHistory())
    const chunk = vi.spyOn(router, 'loadRouteChunk').mockResolvedValue(undefined)
    const preload = vi.spyOn(router, 'preloadRoute')
    vi.spyOn(session, 'isSignedIn').mockReturnValue(true)
    const words = vi.spyOn(catalogs, 'loadCatalogs').mockResolvedValue()
    preloadCode(router, '/video-detail/_')
    const ids = chunk.mock.calls.map(([route]) => route.id)
    expect(ids).toContain('/_app/video-detail/$id/')
    expect(ids).toContain('/_app')
    expect(words.mock.calls[0]![1]).toContain('video-detail')
    expect(preload).not.toHaveBeenCalled()
  })
})
