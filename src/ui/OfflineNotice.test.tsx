import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { Dialog } from './Dialog'
import { OfflineNotice } from './OfflineNotice'
import { ServerButton } from './ServerButton'

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'))
  })
}

afterEach(() => {
  setOnline(true)
  vi.restoreAllMocks()
})

const REASON = /^You are offline\. Pages you opened before still work\./

function Screen({ onPlay }: { onPlay: () => void }) {
  return (
    <main>
      <OfflineNotice />
      <ServerButton onClick={onPlay}>Play</ServerButton>
      <ServerButton kept>Kept</ServerButton>
    </main>
  )
}

describe('OfflineNotice and ServerButton', () => {
  it('online: the button works and nothing is said', () => {
    const onPlay = vi.fn()
    renderWithProviders(<Screen onPlay={onPlay} />)
    expect(screen.getByRole('status').textContent).toBe('')
    const play = screen.getByRole('button', { name: 'Play' })
    expect(play.getAttribute('aria-disabled')).toBeNull()
    fireEvent.click(play)
    expect(onPlay).toHaveBeenCalledOnce()
  })

  it('offline: the button stays focusable, is unavailable and points to the one notice', () => {
    const onPlay = vi.fn()
    renderWithProviders(<Screen onPlay={onPlay} />)
    setOnline(false)
    const play = screen.getByRole('button', { name: 'Play' })
    expect(play).toHaveProperty('disabled', false)
    expect(play.getAttribute('aria-disabled')).toBe('true')
    expect(play.getAttribute('aria-describedby')).toBe('offline-notice')
    expect(document.getElementById('offline-notice')?.textContent).toMatch(REASON)
    fireEvent.click(play)
    expect(onPlay).not.toHaveBeenCalled()
    // What is kept on the device works offline.
    expect(screen.getByRole('button', { name: 'Kept' }).getAttribute('aria-disabled')).toBeNull()
  })

  it('closed, it keeps describing the controls; a press on one shows it again', () => {
    renderWithProviders(<Screen onPlay={() => undefined} />)
    setOnline(false)
    const close = screen.getByRole('button', { name: 'Close the offline notice' })
    const place = close.parentElement
    fireEvent.click(close)
    expect(screen.queryByRole('button', { name: 'Close the offline notice' })).toBeNull()
    // Focus stays where the notice was, focusable only until it moves on.
    expect(document.activeElement).toBe(place)
    act(() => screen.getByRole('button', { name: 'Play' }).focus())
    expect(place?.hasAttribute('tabindex')).toBe(false)
    const hidden = document.getElementById('offline-notice')
    expect(hidden?.hidden).toBe(true)
    expect(hidden?.textContent).toMatch(REASON)
    fireEvent.click(screen.getByRole('button', { name: 'Play' }))
    expect(screen.getByRole('button', { name: 'Close the offline notice' })).toBeTruthy()
  })

  it('closed, it stays closed until the network comes back, then shows for the next offline spell', () => {
    const { unmount } = renderWithProviders(<Screen onPlay={() => undefined} />)
    setOnline(false)
    fireEvent.click(screen.getByRole('button', { name: 'Close the offline notice' }))
    unmount()
    // Another screen, still offline: closed.
    renderWithProviders(<Screen onPlay={() => undefined} />)
    expect(screen.getByRole('status').textContent).toBe('')
    setOnline(true)
    setOnline(false)
    expect(screen.getByRole('status').textContent).toMatch(REASON)
  })

  it('a dialog that needs the server has its own notice, which its controls point to', () => {
    renderWithProviders(
      <>
        <OfflineNotice />
        <Dialog open title="Send" onClose={() => undefined} needsServer>
          <ServerButton>Send</ServerButton>
        </Dialog>
      </>,
    )
    setOnline(false)
    const send = screen.getByRole('button', { name: 'Send' })
    const id = send.getAttribute('aria-describedby') ?? ''
    expect(id).not.toBe('offline-notice')
    expect(send.closest('dialog')?.querySelector(`[id="${id}"]`)?.textContent).toMatch(REASON)
  })
})
