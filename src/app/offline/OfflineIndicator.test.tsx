import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { OfflineIndicator } from './OfflineIndicator'

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'))
  })
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('OfflineIndicator', () => {
  it('says nothing while online', () => {
    renderWithProviders(<OfflineIndicator />)
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('says so when the network goes, and briefly when it is back', () => {
    vi.useFakeTimers()
    renderWithProviders(<OfflineIndicator />)
    setOnline(false)
    expect(screen.getByRole('status').textContent).toContain('You are offline.')
    setOnline(true)
    expect(screen.getByRole('status').textContent).toContain('You are back online.')
    act(() => {
      vi.advanceTimersByTime(5000)
    })
    expect(screen.getByRole('status').textContent).toBe('')
  })
})
