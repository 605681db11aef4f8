import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { scrollIntoViewLater } from './scroll-later'

describe('scrollIntoViewLater', () => {
  let element: HTMLElement
  let scrollIntoView: ReturnType<typeof vi.fn<(options?: ScrollIntoViewOptions) => void>>
  let scrollTo: ReturnType<typeof vi.spyOn>
  const cancels: (() => void)[] = []
  const later = () => {
    const cancel = scrollIntoViewLater(() => element, 200)
    cancels.push(cancel)
    return cancel
  }

  beforeEach(() => {
    vi.useFakeTimers()
    element = document.createElement('section')
    scrollIntoView = vi.fn<(options?: ScrollIntoViewOptions) => void>()
    element.scrollIntoView = scrollIntoView
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  })
  afterEach(() => {
    for (const cancel of cancels.splice(0)) cancel()
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  const press = () => window.dispatchEvent(new Event('pointerdown'))

  it('scrolls smoothly once the delay is over, not before', () => {
    later()
    vi.advanceTimersByTime(199)
    expect(scrollIntoView).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' })
  })

  it('jumps without motion when the user asks for less of it', () => {
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList)
    later()
    vi.advanceTimersByTime(200)
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' })
  })

  it('does not scroll when the user presses, types or turns the wheel first', () => {
    for (const type of ['pointerdown', 'keydown', 'wheel', 'touchstart']) {
      later()
      window.dispatchEvent(new Event(type))
      vi.advanceTimersByTime(500)
    }
    expect(scrollIntoView).not.toHaveBeenCalled()
    expect(scrollTo).not.toHaveBeenCalled()
  })

  it('stops a scroll under way where it is when the user presses', () => {
    later()
    vi.advanceTimersByTime(200)
    press()
    expect(scrollTo).toHaveBeenCalledWith({
      left: window.scrollX,
      top: window.scrollY,
      behavior: 'instant',
    })
    // Once given way, later presses are the user's own business.
    press()
    expect(scrollTo).toHaveBeenCalledTimes(1)
  })

  it('leaves the page alone after the scroll has ended, or once cancelled', () => {
    later()
    vi.advanceTimersByTime(200)
    window.dispatchEvent(new Event('scrollend'))
    press()
    const cancel = later()
    cancel()
    vi.advanceTimersByTime(500)
    press()
    expect(scrollIntoView).toHaveBeenCalledTimes(1)
    expect(scrollTo).not.toHaveBeenCalled()
  })
})
