import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Combobox, type ComboboxOption } from './Combobox'

const OPTIONS: ComboboxOption[] = ['Marketing', 'Market research', 'Maritime'].map((value) => ({
  value,
  label: value,
}))

function Harness({
  onChoose,
  onSubmit,
}: {
  onChoose: (o: ComboboxOption) => void
  onSubmit: () => void
}) {
  const [text, setText] = useState('')
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <label htmlFor="tag">Tag</label>
      <Combobox
        id="tag"
        value={text}
        onChange={setText}
        options={text ? OPTIONS : []}
        onChoose={onChoose}
        listLabel="Suggested tags"
      />
    </form>
  )
}

function setup() {
  const onChoose = vi.fn()
  const onSubmit = vi.fn()
  render(<Harness onChoose={onChoose} onSubmit={onSubmit} />)
  const box = screen.getByRole('combobox', { name: 'Tag' })
  return { box, onChoose, onSubmit }
}

const key = (target: HTMLElement, name: string, init: Partial<KeyboardEventInit> = {}) =>
  fireEvent.keyDown(target, { key: name, ...init })

describe('Combobox', () => {
  it('is a combobox controlling a listbox, collapsed until something is typed', () => {
    const { box } = setup()
    const list = screen.getByRole('listbox', { hidden: true })
    expect(box.getAttribute('aria-controls')).toBe(list.id)
    expect(box.getAttribute('aria-expanded')).toBe('false')
    expect(box.getAttribute('aria-autocomplete')).toBe('list')
    fireEvent.change(box, { target: { value: 'ma' } })
    expect(box.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getAllByRole('option')).toHaveLength(3)
    expect(box.hasAttribute('aria-activedescendant')).toBe(false)
  })

  it('moves the highlight with the arrows, wrapping, and chooses with Enter', () => {
    const { box, onChoose, onSubmit } = setup()
    fireEvent.change(box, { target: { value: 'ma' } })
    key(box, 'ArrowDown')
    const active = () => document.getElementById(box.getAttribute('aria-activedescendant') ?? '')
    expect(active()?.textContent).toBe('Marketing')
    expect(active()?.getAttribute('aria-selected')).toBe('true')
    key(box, 'ArrowDown')
    key(box, 'ArrowDown')
    expect(active()?.textContent).toBe('Maritime')
    key(box, 'ArrowDown')
    expect(active()?.textContent).toBe('Marketing')
    key(box, 'ArrowUp')
    expect(active()?.textContent).toBe('Maritime')
    key(box, 'Enter')
    expect(onChoose).toHaveBeenCalledWith(OPTIONS[2])
    expect(onSubmit).not.toHaveBeenCalled()
    expect(box.getAttribute('aria-expanded')).toBe('false')
  })

  it('Escape closes the list; Enter with nothing highlighted submits the form', () => {
    const { box, onChoose, onSubmit } = setup()
    fireEvent.change(box, { target: { value: 'ma' } })
    key(box, 'Escape')
    expect(box.getAttribute('aria-expanded')).toBe('false')
    key(box, 'ArrowDown')
    expect(box.getAttribute('aria-expanded')).toBe('true')
    key(box, 'Home')
    expect(box.hasAttribute('aria-activedescendant')).toBe(false)
    fireEvent.submit(box.closest('form')!)
    expect(onSubmit).toHaveBeenCalledOnce()
    expect(onChoose).not.toHaveBeenCalled()
  })

  it('chooses with a click, keeping the focus in the box', () => {
    const { box, onChoose } = setup()
    box.focus()
    fireEvent.change(box, { target: { value: 'ma' } })
    const option = screen.getByRole('option', { name: 'Market research' })
    expect(fireEvent.mouseDown(option)).toBe(false) // default prevented: the box keeps focus
    fireEvent.click(option)
    expect(onChoose).toHaveBeenCalledWith(OPTIONS[1])
    expect(document.activeElement).toBe(box)
  })
})
