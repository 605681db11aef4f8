import { afterEach, describe, expect, it } from 'vitest'
import { noteTypedBeforeApp, takeTypedBeforeApp } from './typed-before-app'

/** A pre-rendered form as the build writes it, in the page. */
function prerendered() {
  document.body.innerHTML =
    '<div id="root"><form><input name="email" value=""><input name="password" type="password" value="">' +
    '<input name="remember" type="checkbox"></form></div>'
  const root = document.getElementById('root')!
  const field = (name: string) => root.querySelector<HTMLInputElement>(`[name="${name}"]`)!
  return { root, field }
}

afterEach(() => {
  takeTypedBeforeApp([])
  document.body.innerHTML = ''
})

describe('what is typed before the app runs', () => {
  it('is handed to the first form that asks, once, with the fields typed into and left', () => {
    const { root, field } = prerendered()
    noteTypedBeforeApp(root)
    field('email').value = 'not-an-email'
    field('password').focus()
    field('password').value = 'Dem'
    expect(takeTypedBeforeApp(['email', 'password'])).toEqual({
      values: { email: 'not-an-email', password: 'Dem' },
      left: ['email'],
    })
    expect(takeTypedBeforeApp(['email', 'password'])).toBeUndefined()
  })

  it('reads a replaced field to its last key, and puts the focus into its new one', () => {
    const { root, field } = prerendered()
    noteTypedBeforeApp(root)
    const old = field('password')
    old.focus()
    old.value = 'Demo12'
    // The app draws the form afresh: the old fields leave the page, focus and all.
    root.innerHTML = '<form><input name="email"><input name="password" type="password"></form>'
    old.value = 'Demo1234'
    const typed = takeTypedBeforeApp(['email', 'password'])
    expect(typed?.values).toEqual({ password: 'Demo1234' })
    expect(document.activeElement).toBe(field('password'))
  })

  it('leaves the focus where the visitor has moved it', () => {
    const { root, field } = prerendered()
    noteTypedBeforeApp(root)
    field('email').focus()
    root.innerHTML = '<form><input name="email"></form><button>Elsewhere</button>'
    const elsewhere = root.querySelector('button')!
    elsewhere.focus()
    takeTypedBeforeApp(['email'])
    expect(document.activeElement).toBe(elsewhere)
  })

  it('gives nothing where no pre-rendered page was noted', () => {
    expect(takeTypedBeforeApp(['email'])).toBeUndefined()
  })
})
