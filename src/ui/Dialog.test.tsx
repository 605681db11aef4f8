import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Dialog } from './Dialog'

function renderDialog(onClose: () => void) {
  render(
    <Dialog open title="Upload a video" onClose={onClose}>
      <input type="file" aria-label="Video file" />
    </Dialog>,
  )
  return screen.getByRole('dialog', { hidden: true })
}

describe('Dialog', () => {
  it('closes on its own close request (Escape)', () => {
    const onClose = vi.fn()
    const dialog = renderDialog(onClose)
    fireEvent(dialog, new Event('cancel', { bubbles: false, cancelable: true }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('stays open when a file picker inside it is dismissed (its cancel bubbles)', () => {
    const onClose = vi.fn()
    renderDialog(onClose)
    const input = screen.getByLabelText('Video file', { selector: 'input' })
    fireEvent(input, new Event('cancel', { bubbles: true }))
    expect(onClose).not.toHaveBeenCalled()
  })
})
