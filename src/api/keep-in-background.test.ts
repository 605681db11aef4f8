import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HANDOVER_GRACE_MS, whenHiddenAWhile } from './keep-in-background'

let visibility: DocumentVisibilityState = 'visible'
const show = (state: DocumentVisibilityState) => {
  visibility = state
  document.dispatchEvent(new Event('visibilitychange'))
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility)
})
afterEach(() => {
  show('visible')
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('whenHiddenAWhile', () => {
  it('hands over once the page has stayed hidden for the grace', () => {
    const handOver = vi.fn()
    const stop = whenHiddenAWhile(handOver)
    show('hidden')
    vi.advanceTimersByTime(HANDOVER_GRACE_MS - 1)
    expect(handOver).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(handOver).toHaveBeenCalledTimes(1)
    stop()
  })

  it('not for a quick switch, nor once stopped (a keep that ended, a reload)', () => {
    const handOver = vi.fn()
    const stop = whenHiddenAWhile(handOver)
    show('hidden')
    vi.advanceTimersByTime(HANDOVER_GRACE_MS / 2)
    show('visible')
    vi.advanceTimersByTime(HANDOVER_GRACE_MS * 2)
    show('hidden')
    stop()
    vi.advanceTimersByTime(HANDOVER_GRACE_MS * 2)
    expect(handOver).not.toHaveBeenCalled()
  })
})
