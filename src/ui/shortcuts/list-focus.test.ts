import { beforeEach, describe, expect, it } from 'vitest'
import { moveListFocus } from './list-focus'

describe('moveListFocus', () => {
  let list: HTMLUListElement
  beforeEach(() => {
    document.body.innerHTML = `<ul>
      <li><article><a href="/a">A</a><button>Delete</button></article></li>
      <li><article><span>B (no link)</span><button>Delete</button></article></li>
      <li><article><a href="/c">C</a></article></li>
    </ul>`
    list = document.querySelector('ul')!
  })
  const focused = () => document.activeElement?.textContent?.trim().slice(0, 1)

  it('starts at the first item and moves by one, stopping at the ends', () => {
    moveListFocus(list, 1)
    expect(focused()).toBe('A')
    moveListFocus(list, -1)
    expect(focused()).toBe('A')
    moveListFocus(list, 1)
    expect(focused()).toBe('B')
    expect(document.activeElement?.tagName).toBe('LI')
    moveListFocus(list, 1)
    expect(focused()).toBe('C')
    moveListFocus(list, 1)
    expect(focused()).toBe('C')
  })

  it('focuses an item’s link, so Enter opens it, and moves on from a button inside an item', () => {
    ;(list.querySelectorAll('button')[0] as HTMLButtonElement).focus()
    moveListFocus(list, 1)
    expect(document.activeElement?.tagName).toBe('LI')
    moveListFocus(list, 1)
    expect(document.activeElement?.getAttribute('href')).toBe('/c')
  })

  it('does nothing without a list or items', () => {
    moveListFocus(null, 1)
    moveListFocus(document.createElement('ul'), 1)
    expect(document.activeElement).toBe(document.body)
  })
})
