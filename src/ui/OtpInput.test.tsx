import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { emptyCode, OtpInput, pasteIntoCode } from './OtpInput'

function Harness({ length = 6 }: { length?: number }) {
  const [digits, setDigits] = useState(() => emptyCode(length))
  return (
    <>
      <span id="code-label">Code</span>
      <OtpInput
        value={digits}
        onChange={setDigits}
        labelledBy="code-label"
        digitLabel={(position, total) => `Digit ${position} of ${total}`}
      />
      <output data-testid="code">{digits.map((d) => d || '_').join('')}</output>
    </>
  )
}

const box = (n: number, total = 6) =>
  screen.getByLabelText(`Digit ${n} of ${total}`) as HTMLInputElement
const code = () => screen.getByTestId('code').textContent
const paste = (target: HTMLElement, text: string) =>
  fireEvent.paste(target, { clipboardData: { getData: () => text } })

describe('OtpInput', () => {
  it('labels every box and groups them under the label', () => {
    render(<Harness />)
    expect(screen.getAllByRole('textbox')).toHaveLength(6)
    expect(box(1)).toBeTruthy()
    expect(box(6)).toBeTruthy()
    expect(screen.getByRole('group', { name: 'Code' })).toBeTruthy()
  })

  it('follows the configured length', () => {
    render(<Harness length={4} />)
    expect(screen.getAllByRole('textbox')).toHaveLength(4)
    expect(box(4, 4)).toBeTruthy()
  })

  it('typing a digit fills the box and moves to the next', () => {
    render(<Harness />)
    box(1).focus()
    fireEvent.change(box(1), { target: { value: '4' } })
    expect(code()).toBe('4_____')
    expect(document.activeElement).toBe(box(2))
    fireEvent.change(box(2), { target: { value: '2' } })
    expect(code()).toBe('42____')
    expect(document.activeElement).toBe(box(3))
  })

  it('keeps one digit per box: typing into a filled box replaces its digit', () => {
    render(<Harness />)
    fireEvent.change(box(1), { target: { value: '4' } })
    fireEvent.change(box(1), { target: { value: '47' } })
    expect(code()).toBe('7_____')
    fireEvent.change(box(1), { target: { value: '37' } })
    expect(code()).toBe('3_____')
  })

  it('ignores letters', () => {
    render(<Harness />)
    fireEvent.change(box(1), { target: { value: 'a' } })
    expect(code()).toBe('______')
    expect(box(1).value).toBe('')
  })

  it('Backspace clears the box, then moves back and clears the previous one', () => {
    render(<Harness />)
    paste(box(1), '123456')
    expect(document.activeElement).toBe(box(6))
    fireEvent.keyDown(box(6), { key: 'Backspace' })
    expect(code()).toBe('12345_')
    expect(document.activeElement).toBe(box(6))
    fireEvent.keyDown(box(6), { key: 'Backspace' })
    expect(code()).toBe('1234__')
    expect(document.activeElement).toBe(box(5))
    fireEvent.keyDown(box(5), { key: 'Backspace' })
    expect(code()).toBe('123___')
    expect(document.activeElement).toBe(box(4))
  })

  it('Backspace in the first empty box stays there', () => {
    render(<Harness />)
    box(1).focus()
    fireEvent.keyDown(box(1), { key: 'Backspace' })
    expect(document.activeElement).toBe(box(1))
    expect(code()).toBe('______')
  })

  it('arrow keys, Home and End move between boxes', () => {
    render(<Harness />)
    box(3).focus()
    fireEvent.keyDown(box(3), { key: 'ArrowRight' })
    expect(document.activeElement).toBe(box(4))
    fireEvent.keyDown(box(4), { key: 'ArrowLeft' })
    fireEvent.keyDown(box(3), { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(box(2))
    fireEvent.keyDown(box(2), { key: 'End' })
    expect(document.activeElement).toBe(box(6))
    fireEvent.keyDown(box(6), { key: 'ArrowRight' })
    expect(document.activeElement).toBe(box(6))
    fireEvent.keyDown(box(6), { key: 'Home' })
    expect(document.activeElement).toBe(box(1))
    fireEvent.keyDown(box(1), { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(box(1))
  })

  it('Delete clears the box without moving', () => {
    render(<Harness />)
    paste(box(1), '123456')
    box(3).focus()
    fireEvent.keyDown(box(3), { key: 'Delete' })
    expect(code()).toBe('12_456')
    expect(document.activeElement).toBe(box(3))
  })

  it.each([
    [
      'of all digits fills every box from the first, whichever box has focus',
      4,
      '987654',
      '987654',
      6,
    ],
    [
      'takes only the first six characters when they are digits',
      1,
      '12345678',
      '123456',
      undefined,
    ],
    [
      'with a non-digit among the first six characters changes nothing',
      1,
      '12a456',
      '______',
      undefined,
    ],
    ['with a label before the code changes nothing', 1, 'code: 123456', '______', undefined],
    ['of a short run of digits fills from the focused box', 3, '78', '__78__', 5],
  ])('paste %s', (_, into, text, filled, focused) => {
    render(<Harness />)
    paste(box(into), text)
    expect(code()).toBe(filled)
    if (focused !== undefined) expect(document.activeElement).toBe(box(focused))
  })

  it('autofill of the whole code into one box spreads it over the boxes', () => {
    render(<Harness />)
    fireEvent.change(box(1), { target: { value: '246810' } })
    expect(code()).toBe('246810')
  })
})

describe('pasteIntoCode', () => {
  it('ignores spaces inside a pasted code', () => {
    expect(pasteIntoCode(emptyCode(6), ' 123 456 ', 0)?.digits.join('')).toBe('123456')
  })

  it('is undefined for empty text', () => {
    expect(pasteIntoCode(emptyCode(6), '   ', 0)).toBeUndefined()
  })
})
