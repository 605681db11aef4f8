import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { keptState } from '@/api/kept-on-device'
import type { SimilarItem } from '@/api/similar'
import type { KeptRecord } from '@/offline/kept-files'
import { renderWithProviders } from '@/test/render'
import { SceneClip } from './SceneClip'

const ITEM = {
  id: 'v1',
  title: 'Sports Day',
  summary: '',
  status: 'completed',
  similarityScore: null,
  sceneIndex: 2,
  sceneDescription: 'The relay',
} as SimilarItem

const RECORD: KeptRecord = {
  videoId: 'v1',
  kind: 'scene-2',
  title: 'Sports Day',
  url: 'https://assets.test/v1-scene-2.mp4',
  type: 'video/mp4',
  size: 10,
  stored: 10,
  partBytes: 10,
  keptAt: 0,
}

afterEach(() => {
  keptState.set({ records: [] })
  vi.restoreAllMocks()
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

describe('SceneClip', () => {
  it('offline, a kept scene clip plays from this device without asking for the record', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    // The worker that answers kept addresses controls the page.
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { controller: {} },
      configurable: true,
    })
    const fetching = vi.spyOn(globalThis, 'fetch')
    keptState.set({ records: [RECORD] })
    const { container } = renderWithProviders(<SceneClip item={ITEM} videoTitle="Sports Day" />)
    const play = screen.getByRole('button', { name: 'Play scene 3 of Sports Day' })
    expect(play.getAttribute('aria-disabled')).toBeNull()
    act(() => fireEvent.click(play))
    expect(container.querySelector('video')?.getAttribute('src')).toBe('/kept-video/v1/scene-2')
    expect(fetching).not.toHaveBeenCalled()
  })

  it('offline, a clip that is not kept is unavailable', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderWithProviders(<SceneClip item={ITEM} videoTitle="Sports Day" />)
    const play = screen.getByRole('button', { name: 'Play scene 3 of Sports Day' })
    expect(play.getAttribute('aria-disabled')).toBe('true')
  })
})
