import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { atOnce, maxLength, required } from '@/lib/validators'
import { renderWithProviders as render } from '@/test/render'
import { Field } from './Field'
import { useForm } from './use-form'

const digits = (raw: string) => raw.replace(/\D/g, '')
const atLeastOne = (value: string) => String(Math.max(1, Number(value) || 0))

function Harness() {
  const form = useForm(
    { text: '', count: '5' },
    { text: [required, atOnce(maxLength(3))], count: [] },
    { count: { typed: digits, left: atLeastOne } },
  )
  return (
    <form aria-label="Form">
      <Field label="Text" error={form.errors.text} {...form.bind('text')} />
      <Field label="Count" {...form.bind('count')} />
      <output>{form.hasErrors ? 'blocked' : 'ready'}</output>
    </form>
  )
}

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement
const change = (name: string, value: string) => fireEvent.change(input(name), { target: { value } })
/** Leaving a field marks it after the 5 ms debounce of docs/product.md §5. */
const leave = async (name: string) => {
  fireEvent.blur(input(name))
  await act(() => new Promise((done) => setTimeout(done, 20)))
}

describe('useForm', () => {
  it('shows a rule once the field is left, an `atOnce` rule while typing', async () => {
    render(<Harness />)
    change('Text', 'four')
    expect(screen.getByRole('alert').textContent).toBe('Please enter no more than 3 characters')
    expect(screen.getByRole('status').textContent).toBe('blocked')
    change('Text', '')
    expect(screen.queryByRole('alert')).toBeNull()
    await leave('Text')
    expect(screen.getByRole('alert').textContent).toBe('This field is required')
    change('Text', 'ok')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('status').textContent).toBe('ready')
  })

  it('keeps what a field allows while typing and tidies it when left', async () => {
    render(<Harness />)
    change('Count', 'a1b2')
    expect(input('Count').value).toBe('12')
    change('Count', '')
    await leave('Count')
    expect(input('Count').value).toBe('1')
  })
})
