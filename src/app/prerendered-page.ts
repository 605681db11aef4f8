import type { RegisteredRouter } from '@tanstack/react-router'
import { isLocale, LANGUAGE_FIELD, type Locale } from '@/i18n/locales'
import { watchHydration } from './page-hydration'

/**
 * A pre-rendered page (build/prerender.ts) holds one copy of the page per language; the
 * pre-paint script showed the one in the visitor's language. At start the app keeps that copy
 * as its container and drops the others, then hydrates it when the router arrives where the
 * build rendered it (same path, no query, no error); otherwise it renders there afresh (a
 * signed-in user sent on from Login, a reset link's token, a deep link that a host answered
 * with Home's file), swapping the content in one commit.
 */
interface PrerenderedPage {
  container: HTMLElement
  /** Whether the router's first load ended on exactly the page the build rendered. */
  matches: (router: RegisteredRouter) => boolean
  /** Removes the pre-paint markers, once the app owns the container. */
  release: () => void
  /**
   * Keeps what the visitor typed into the pre-rendered form before the app took over, and
   * where they were typing (a hydrated form shows the app's empty state; a form rendered
   * afresh for `/login?redirect=…` replaces the fields, focused one included): call before
   * rendering, then call the result once the app's page is committed.
   */
  keepTyped: (router: RegisteredRouter) => () => void
  /**
   * The language the visitor picked on this page after the app took it (the pre-paint script
   * handles a pick before that), if any; call once the page is hydrated. The app's own switch
   * handles every pick after that.
   */
  takeLanguageChoice: () => Locale | undefined
  /**
   * Runs `then` once React has hydrated all of the page, which is later than the root's commit
   * (see page-hydration.ts), or at once if the page was rendered afresh.
   */
  whenHydrated: (then: () => void) => void
}

export function takePrerenderedPage(locale: string): PrerenderedPage | null {
  const copies = [...document.querySelectorAll<HTMLElement>('[data-prerendered]')]
  const container = copies.find((copy) => copy.dataset.prerendered === locale)
  for (const copy of copies) if (copy !== container) copy.remove()
  if (!container) return null
  // The path the build rendered this file for (a host may serve it for another path).
  const html = document.documentElement
  const path = html.dataset.path
  // From here on the other language's copy is gone, so the pre-paint script leaves a pick
  // alone: it is noted here and applied once the app runs.
  let chosen: Locale | undefined
  const noteLanguage = (event: Event) => {
    const field = event.target
    if (
      field instanceof HTMLSelectElement &&
      field.name === LANGUAGE_FIELD &&
      isLocale(field.value)
    )
      chosen = field.value
  }
  container.addEventListener('change', noteLanguage)
  const { whenHydrated } = watchHydration(container)
  return {
    container,
    whenHydrated,
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
      const old = fieldsIn(container)
      // Hydration may set a field to the app's empty state: read it before.
      const beforeRender = old.map(typedValue)
      const indexOf = (element: EventTarget | null) => old.findIndex((field) => field === element)
      let focused = indexOf(document.activeElement)
      const followFocus = (event: FocusEvent) => {
        focused = indexOf(event.target)
      }
      container.addEventListener('focusin', followFocus)
      return () => {
        container.removeEventListener('focusin', followFocus)
        // A field rendered afresh: the one it replaced, detached now, holds what was typed
        // until the very commit (a render that waits for code commits later than it starts).
        const typed = old.map((field, index) =>
          field.isConnected ? beforeRender[index] : typedValue(field),
        )
        const lostFocus = old[focused]?.isConnected === false
        if (!lostFocus && typed.every((value) => value === undefined)) return
        whenOwned(container, old.length, (fields) => {
          for (const [index, field] of fields.entries()) retype(field, typed[index])
          // Typing goes on where it was, unless the visitor has moved on already.
          const active = document.activeElement
          if (lostFocus && (active === null || active === document.body)) fields[focused]?.focus()
          // A field typed into and left before the app ran is checked as leaving it is now.
          for (const [index, field] of fields.entries())
            if (typed[index] !== undefined && field !== document.activeElement) replayLeave(field)
        })
      }
    },
    takeLanguageChoice: () => {
      container.removeEventListener('change', noteLanguage)
      return chosen
    },
    release: () => {
      // global.css's pre-paint rules must not act on the live page; <html lang> is the app's.
      for (const name of ['data-prerendered', 'lang', 'style']) container.removeAttribute(name)
      for (const name of ['data-path', 'data-wrong-page']) html.removeAttribute(name)
      container.classList.remove('signed-out-only')
      if (!container.classList.length) container.removeAttribute('class')
      container.id = 'root'
    },
  }
}

const typedValue = (field: HTMLInputElement | HTMLTextAreaElement) =>
  field.value !== field.defaultValue ? field.value : undefined

const fieldsIn = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input:not([type=hidden]):not([type=file]):not([type=checkbox]):not([type=radio]), textarea',
  ),
]

/** Whether React tracks the field's value yet (it does once it rendered or hydrated it). */
const isOwned = (field: HTMLElement) =>
  Object.getOwnPropertyDescriptor(field, 'value') !== undefined

/**
 * Runs `then` once the app's form has as many fields as the pre-rendered one and React owns
 * them all: a page's code may hydrate after the root (a lazy route is its own boundary).
 * Gives up after a few seconds (the page then is not the pre-rendered form).
 */
function whenOwned(
  container: HTMLElement,
  count: number,
  then: (fields: (HTMLInputElement | HTMLTextAreaElement)[]) => void,
) {
  const deadline = performance.now() + OWNED_WAIT_MS
  const attempt = () => {
    const fields = fieldsIn(container)
    if (fields.length === count && fields.every(isOwned)) then(fields)
    else if (performance.now() < deadline) requestAnimationFrame(attempt)
  }
  attempt()
}

const OWNED_WAIT_MS = 5000

/** The event React's onBlur listens for, as the browser sends it when focus leaves a field. */
const replayLeave = (field: HTMLElement) =>
  field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))

/**
 * Puts `value` into a field the app now controls, so that its state sees it: React tracks the
 * value it last set, so the tracked value is cleared and the text set under it before the
 * input event (the way a browser's autofill reaches React).
 */
function retype(field: HTMLInputElement | HTMLTextAreaElement, value: string | undefined) {
  // Text the app already holds, or typed since it took over, stays as it is.
  if (value === undefined || (field.value !== '' && field.value !== value)) return
  const setNative = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set
  if (!setNative) return
  field.value = ''
  setNative.call(field, value)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}
