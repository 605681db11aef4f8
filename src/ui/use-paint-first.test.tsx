import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { usePaintFirst } from './use-paint-first'

function Probe({ go }: { go: () => Promise<unknown> }) {
  const open = usePaintFirst(go)
  return (
    <a href="/next" data-opening={open.opening || undefined} onClick={open.onClick}>
      Next
    </a>
  )
}

describe('usePaintFirst', () => {
  it('marks the link at once and navigates after the paint, the mark kept until it is done', async () => {
    let done: () => void = () => undefined
    const go = vi.fn(() => new Promise<void>((resolve) => (done = resolve)))
    render(<Probe go={go} />)
    const link = screen.getByRole('link', { name: 'Next' })
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    fireEvent(link, click)
    expect(click.defaultPrevented).toBe(true)
    expect(link.hasAttribute('data-opening')).toBe(true)
    expect(go).not.toHaveBeenCalled()
    await waitFor(() => expect(go).toHaveBeenCalledTimes(1))
    done()
    await waitFor(() => expect(link.hasAttribute('data-opening')).toBe(false))
  })

  it('leaves a click that opens a new tab to the browser', () => {
    const go = vi.fn(() => Promise.resolve())
    render(<Probe go={go} />)
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true })
    fireEvent(screen.getByRole('link', { name: 'Next' }), click)
    expect(click.defaultPrevented).toBe(false)
    expect(screen.getByRole('link', { name: 'Next' }).hasAttribute('data-opening')).toBe(false)
    expect(go).not.toHaveBeenCalled()
  })
})
