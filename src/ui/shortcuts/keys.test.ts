import { describe, expect, it, vi } from 'vitest'
import { createKeyMatcher, isDialogOpen, isTextField, mayBeShortcut, type Shortcut } from './keys'

const shortcut = (keys: string[], scope?: 'app'): Shortcut => ({
  keys,
  label: keys.join(' '),
  run: vi.fn(),
  scope,
})

const press = (
  key: string,
  init: Partial<KeyboardEventInit> = {},
  target: EventTarget = document.body,
) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init })
  Object.defineProperty(event, 'target', { value: target })
  return event
}

describe('mayBeShortcut', () => {
  it('takes plain printable keys, Shift included (? is Shift+/)', () => {
    expect(mayBeShortcut(press('j'), false)).toBe(true)
    expect(mayBeShortcut(press('?', { shiftKey: true }), false)).toBe(true)
    expect(mayBeShortcut(press('['), false)).toBe(true)
  })

  it('never with Ctrl, Cmd or Alt: those are the browser’s and the system’s', () => {
    expect(mayBeShortcut(press('j', { ctrlKey: true }), false)).toBe(false)
    expect(mayBeShortcut(press('k', { metaKey: true }), false)).toBe(false)
    expect(mayBeShortcut(press('[', { altKey: true }), false)).toBe(false)
  })

  it('never for Enter, Escape, Space, arrows, Tab or an input method at work', () => {
    for (const key of ['Enter', 'Escape', ' ', 'ArrowDown', 'Tab', 'F5', 'Process', 'Dead'])
      expect(mayBeShortcut(press(key), false), key).toBe(false)
    expect(mayBeShortcut(press('j', { isComposing: true }), false)).toBe(false)
  })

  it('never inside a text field, nor while a dialog is open, nor when already handled', () => {
    for (const html of [
      '<input type="text">',
      '<input type="search">',
      '<textarea></textarea>',
      '<select><option>a</option></select>',
      '<div contenteditable="true"><span>x</span></div>',
    ]) {
      document.body.innerHTML = html
      const field = document.body.querySelector('span') ?? document.body.firstElementChild!
      expect(mayBeShortcut(press('j', {}, field), false), html).toBe(false)
    }
    document.body.innerHTML = '<button>b</button>'
    expect(mayBeShortcut(press('j', {}, document.querySelector('button')!), false)).toBe(true)
    expect(mayBeShortcut(press('j'), true)).toBe(false)
    const handled = press('j')
    handled.preventDefault()
    expect(mayBeShortcut(handled, false)).toBe(false)
  })
})

describe('isTextField and isDialogOpen', () => {
  it('tells fields from other elements', () => {
    document.body.innerHTML = '<a href="/x">x</a><div contenteditable="false">y</div>'
    expect(isTextField(document.querySelector('a'))).toBe(false)
    expect(isTextField(document.querySelector('div'))).toBe(false)
    expect(isTextField(null)).toBe(false)
  })

  it('sees an open dialog, not a closed one', () => {
    document.body.innerHTML = '<dialog aria-modal="true"></dialog>'
    expect(isDialogOpen()).toBe(false)
    document.querySelector('dialog')!.setAttribute('open', '')
    expect(isDialogOpen()).toBe(true)
  })
})

describe('createKeyMatcher', () => {
  const gv = shortcut(['g', 'v'], 'app')
  const gs = shortcut(['g', 's'], 'app')
  const j = shortcut(['j'])
  const all = [gv, gs, j]

  it('runs a single key at once', () => {
    expect(createKeyMatcher().press('j', all, 0)).toBe(j)
  })

  it('takes the first key of a sequence and runs on the second', () => {
    const matcher = createKeyMatcher(1500)
    expect(matcher.press('g', all, 0)).toBe('pending')
    expect(matcher.press('s', all, 500)).toBe(gs)
    expect(matcher.press('v', all, 600)).toBeUndefined()
  })

  it('forgets the first key after the timeout or another key', () => {
    const matcher = createKeyMatcher(1500)
    matcher.press('g', all, 0)
    expect(matcher.press('v', all, 2000)).toBeUndefined()
    matcher.press('g', all, 3000)
    expect(matcher.press('j', all, 3100)).toBe(j)
    expect(matcher.press('v', all, 3200)).toBeUndefined()
    matcher.press('g', all, 4000)
    matcher.reset()
    expect(matcher.press('v', all, 4100)).toBeUndefined()
  })

  it('lets the later declaration win for the same keys', () => {
    const pageJ = shortcut(['j'])
    expect(createKeyMatcher().press('j', [j, pageJ], 0)).toBe(pageJ)
  })

  it('matches keys exactly: G is not g', () => {
    expect(createKeyMatcher().press('G', all, 0)).toBeUndefined()
  })
})
