import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api/errors'
import { renderWithProviders } from '@/test/render'
import { InstructionDialog } from './InstructionDialog'

const renderDialog = (onSubmit: (text: string) => Promise<void>) => {
  const onClose = vi.fn()
  renderWithProviders(
    <InstructionDialog
      open
      title="Make Report"
      label="Report instruction"
      hint="Hint"
      submitLabel="Send"
      onClose={onClose}
      onSubmit={onSubmit}
    />,
  )
  return {
    onClose,
    text: screen.getByLabelText('Report instruction') as HTMLTextAreaElement,
    submit: screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement,
  }
}

describe('InstructionDialog', () => {
  it('keeps submit disabled while the text is empty or blank, and counts characters', () => {
    const { text, submit } = renderDialog(vi.fn())
    expect(submit.disabled).toBe(true)
    fireEvent.change(text, { target: { value: '   ' } })
    expect(submit.disabled).toBe(true)
    fireEvent.change(text, { target: { value: 'Focus on the finale' } })
    expect(submit.disabled).toBe(false)
    expect(screen.getByText('19 / 500')).toBeTruthy()
  })

  it('blocks more than 500 characters', () => {
    const { text, submit } = renderDialog(vi.fn())
    fireEvent.change(text, { target: { value: 'あ'.repeat(501) } })
    expect(submit.disabled).toBe(true)
    expect(screen.getByText('501 / 500')).toBeTruthy()
  })

  it('sends the trimmed text and closes on success', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined)
    const { text, submit, onClose } = renderDialog(onSubmit)
    fireEvent.change(text, { target: { value: '  Short and upbeat  ' } })
    fireEvent.click(submit)
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(onSubmit).toHaveBeenCalledWith('Short and upbeat')
  })

  it('keeps the dialog and the text when the request fails, with the server message', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValue(new ApiError('http', 409, {}, ['A report is already being generated']))
    const { text, submit, onClose } = renderDialog(onSubmit)
    fireEvent.change(text, { target: { value: 'Keep me' } })
    fireEvent.click(submit)
    expect(await screen.findByText('A report is already being generated')).toBeTruthy()
    expect(text.value).toBe('Keep me')
    expect(onClose).not.toHaveBeenCalled()
  })

  it('shows the generic message for an unreadable answer', async () => {
    const { text, submit } = renderDialog(vi.fn().mockRejectedValue(new ApiError('malformed', 200)))
    fireEvent.change(text, { target: { value: 'x' } })
    fireEvent.click(submit)
    expect(await screen.findByText('Something went wrong. Please try again!')).toBeTruthy()
  })
})
