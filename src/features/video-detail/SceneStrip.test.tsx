import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Scene } from '@/api/videos'
import { renderWithProviders } from '@/test/render'
import { SceneStrip } from './SceneStrip'

const scenes: Scene[] = [0, 1, 2].map((index) => ({
  index,
  startTime: `00:00:${String(index * 10).padStart(2, '0')}.250`,
  endTime: `00:00:${String(index * 10 + 10).padStart(2, '0')}.000`,
  description: `Scene ${index}`,
  thumbnail: `scenes/${index}/thumbnail.jpg`,
  videoPath: null,
  frames: [],
}))

const renderStrip = (selected = 1, matches: number[] = []) => {
  const onSelect = vi.fn()
  renderWithProviders(
    <SceneStrip
      videoId="v1"
      scenes={scenes}
      selected={selected}
      onSelect={onSelect}
      isMatch={(index) => matches.includes(index)}
      panelId="panel"
      tabId={(index) => `tab-${index}`}
    />,
  )
  return onSelect
}

describe('SceneStrip', () => {
  it('shows each scene with its number and HH:mm:ss range; one tab stop, the selected one', () => {
    renderStrip()
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Scene 100:00:00 – 00:00:10',
      'Scene 200:00:10 – 00:00:20',
      'Scene 300:00:20 – 00:00:30',
    ])
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1])
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false'])
    expect(tabs[1]?.getAttribute('aria-controls')).toBe('panel')
  })

  it('moves the focus with the arrow keys, Home and End, wrapping round, without selecting', () => {
    const onSelect = renderStrip()
    const tabs = screen.getAllByRole('tab')
    tabs[1]?.focus()
    fireEvent.keyDown(tabs[1] as HTMLElement, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(tabs[2])
    fireEvent.keyDown(tabs[2] as HTMLElement, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(tabs[0])
    fireEvent.keyDown(tabs[0] as HTMLElement, { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(tabs[2])
    fireEvent.keyDown(tabs[2] as HTMLElement, { key: 'Home' })
    expect(document.activeElement).toBe(tabs[0])
    fireEvent.keyDown(tabs[0] as HTMLElement, { key: 'End' })
    expect(document.activeElement).toBe(tabs[2])
    expect(onSelect).not.toHaveBeenCalled()
  })

  it('selects on click (Enter and Space click a button)', () => {
    const onSelect = renderStrip()
    fireEvent.click(screen.getByRole('tab', { name: /Scene 3/ }))
    expect(onSelect).toHaveBeenCalledWith(2)
  })

  it('marks the scenes that match the find text with a badge in their name', () => {
    renderStrip(0, [2])
    expect(screen.getByRole('tab', { name: /^Scene 3.*Match$/ })).toBeTruthy()
    expect(
      screen.getAllByRole('tab').filter((tab) => tab.textContent?.includes('Match')),
    ).toHaveLength(1)
  })
})
