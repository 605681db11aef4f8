import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { BackOnlineNotice } from './BackOnlineNotice'

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

describe('BackOnlineNotice', () => {
  it('says nothing while online, nor offline (the screen says that)', () => {
    renderWithProviders(<BackOnlineNotice />)
    expect(screen.getByRole('status').textContent).toBe('')
    setOnline(false)
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('says briefly that the network is back', () => {
    vi.useFakeTimers()
    renderWithProviders(<BackOnlineNotice />)
    setOnline(false)
    setOnline(true)
    expect(screen.getByRole('status').textContent).toContain('You are back online.')
    act(() => {
      vi.advanceTimersByTime(5000)
    })
    expect(screen.getByRole('status').textContent).toBe('')
  })
})
