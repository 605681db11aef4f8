import type { RegisteredRouter } from '@tanstack/react-router'

/**
 * A pre-rendered page (build/prerender.ts) holds one copy of the page per language; the
 * pre-paint script showed the one in the visitor's language. At start the app keeps that copy
 * as its container and drops the others, then hydrates it when the router arrives where the
 * build rendered it (same path, no query, no error); otherwise it renders there afresh (a
 * signed-in user sent on from Login, a reset link's token), swapping the content in one commit.
 */
export interface PrerenderedPage {
  container: HTMLElement
  /** Whether the router's first load ended on exactly the page the build rendered. */
  matches: (router: RegisteredRouter) => boolean
  /** Removes the pre-paint markers, once the app owns the container. */
  release: () => void
  /**
   * Keeps what the visitor typed into the pre-rendered form before the app took over, for a
   * page rendered afresh on the same path (`/login?redirect=…`): call before rendering, then
   * call the result once the app's page is in the container.
   */
  keepTyped: (router: RegisteredRouter) => () => void
}

export function takePrerenderedPage(locale: string): PrerenderedPage | null {
  const copies = [...document.querySelectorAll<HTMLElement>('[data-prerendered]')]
  const container = copies.find((copy) => copy.dataset.prerendered === locale)
  for (const copy of copies) if (copy !== container) copy.remove()
  if (!container) return null
  const path = container.dataset.path
  return {
    container,
    matches: (router) => {
      const { location, matches } = router.state
      return (
        location.pathname === path &&
        location.searchStr === '' &&
        matches.every((match) => match.status === 'success')
      )
    },
    keepTyped: (router) => {
      if (router.state.location.pathname !== path) return () => undefined
      const typed = fieldsIn(container).map((field) =>
        field.value !== field.defaultValue ? field.value : undefined,
      )
      return () => fieldsIn(container).forEach((field, index) => retype(field, typed[index]))
    },
    release: () => {
      // global.css's pre-paint rules must not act on the live page; <html lang> is the app's.
      for (const name of ['data-prerendered', 'data-path', 'lang']) container.removeAttribute(name)
      container.classList.remove('signed-out-only')
      if (!container.classList.length) container.removeAttribute('class')
      container.id = 'root'
    },
  }
}

const fieldsIn = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input:not([type=hidden]):not([type=file]):not([type=checkbox]):not([type=radio]), textarea',
  ),
]

/**
 * Puts `value` into a field the app now controls, so that its state sees it: React tracks the
 * value it last set, so the tracked value is cleared and the text set under it before the
 * input event (the way a browser's autofill reaches React).
 */
function retype(field: HTMLInputElement | HTMLTextAreaElement, value: string | undefined) {
  if (value === undefined || field.value !== '') return
  const setNative = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set
  if (!setNative) return
  field.value = ''
  setNative.call(field, value)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}
