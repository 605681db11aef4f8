import { screen } from '@testing-library/react'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { VideoSchema } from '@/api/videos'
import { renderWithProviders } from '@/test/render'
import { cardTarget } from './use-card-events'
import { VideoCard, type VideoCardProps } from './VideoCard'

const video = v.parse(VideoSchema, {
  id: 'v1',
  filename: 'beach.mp4',
  title: 'Beach',
  status: 'completed',
})

const renderCard = (props: Partial<VideoCardProps> = {}) =>
  renderWithProviders(
    <VideoCard
      video={video}
      href="/video-detail/v1"
      keeping={false}
      measuring={false}
      opening={false}
      unavailable={false}
      noticeId="offline-notice"
      {...props}
    />,
  )

/** What the grid's one handler reads from a click on this element. */
const hitOf = (element: Element) => cardTarget(element)

describe('a card as markup for the grid’s handler', () => {
  it('names each button’s action for the card’s video', () => {
    renderCard()
    expect(hitOf(screen.getByRole('button', { name: 'Keep for offline' }))).toEqual({
      videoId: 'v1',
      action: 'keep',
    })
    expect(hitOf(screen.getByRole('button', { name: 'Delete' }))).toEqual({
      videoId: 'v1',
      action: 'delete',
    })
    const link = screen.getByRole('link', { name: 'Beach' })
    expect(link.getAttribute('href')).toBe('/video-detail/v1')
    expect(hitOf(link)).toEqual({ videoId: 'v1', link })
  })

  it('a kept card offers Remove, a partly kept one Continue, each with its badge or not', () => {
    const { unmount } = renderCard({ kept: 'whole' })
    expect(hitOf(screen.getByRole('button', { name: 'Remove from this device' }))?.action).toBe(
      'remove',
    )
    expect(screen.getByText('Kept for offline')).not.toBeNull()
    unmount()
    renderCard({ kept: 'partly' })
    expect(hitOf(screen.getByRole('button', { name: 'Continue keeping' }))?.action).toBe('continue')
    expect(screen.queryByText('Kept for offline')).toBeNull()
  })

  it('a busy Keep button asks for nothing, and stays the one focusable button', () => {
    renderCard({ measuring: true })
    const button = screen.getByRole('button', { name: 'Reading the size…' })
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(hitOf(button)?.action).toBeUndefined()
  })

  it('offline, the server’s controls are unavailable and point to the notice', () => {
    renderCard({ unavailable: true })
    for (const name of ['Keep for offline', 'Delete']) {
      const button = screen.getByRole('button', { name })
      expect(button.getAttribute('aria-disabled')).toBe('true')
      expect(button.getAttribute('aria-describedby')).toBe('offline-notice')
    }
  })

  it('in Select mode a checkbox names the video; a kept one has none', () => {
    const onSelectChange = () => undefined
    const { unmount } = renderCard({ onSelectChange, selected: true })
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select “Beach”' })
    expect(box.checked).toBe(true)
    unmount()
    renderCard({ onSelectChange, kept: 'whole' })
    expect(screen.queryByRole('checkbox')).toBeNull()
  })

  it('a click outside any card is nobody’s', () => {
    expect(cardTarget(document.body)).toBeUndefined()
    expect(cardTarget(null)).toBeUndefined()
  })
})
