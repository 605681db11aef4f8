import type { RegisteredRouter } from '@tanstack/react-router'
import { isLocale, LANGUAGE_FIELD, type Locale } from '@/i18n/locales'

/**
 * The take-over of a pre-rendered page (docs/decisions.md, "The take-over"). The build's file
 * holds one copy of the page per language, and the pre-paint script shows the visitor's and
 * switches it on a pick. At start the app keeps the copy on screen as its container and drops the
 * others; a pick from then on is noted here, for the app to apply before it renders. The app then
 * hydrates the copy when the router landed where the build rendered it, in its language; anywhere
 * else it renders there afresh. What was typed meanwhile is kept by the form itself
 * (ui/form/typed-before-app.ts).
 */
export interface PrerenderedPage {
  container: HTMLElement
  /** A language picked on the page since the app took it (the pre-paint script's before). */
  picked: () => Locale | undefined
  /** Whether the app may hydrate the copy: the router is on its path, as built, no query. */
  hydrates: (router: RegisteredRouter) => boolean
  /** Removes the pre-paint markers once the app owns the container. */
  release: () => void
}

export function takePrerenderedPage(locale: Locale): PrerenderedPage | null {
  const copies = [...document.querySelectorAll<HTMLElement>('[data-prerendered]')]
  const container = copies.find((copy) => copy.dataset.prerendered === locale)
  for (const copy of copies) if (copy !== container) copy.remove()
  if (!container) return null
  const html = document.documentElement
  // The path the build rendered this file for (a host may serve it for another path).
  const builtFor = html.dataset.path
  let picked: Locale | undefined
  const notePick = (event: Event) => {
    const { target } = event
    if (
      target instanceof HTMLSelectElement &&
      target.name === LANGUAGE_FIELD &&
      isLocale(target.value)
    )
      picked = target.value
  }
  container.addEventListener('change', notePick)
  return {
    container,
    picked: () => picked,
    hydrates: ({ state: { location, matches } }) =>
      picked === undefined &&
      location.pathname === builtFor &&
      location.searchStr === '' &&
      matches.every((match) => match.status === 'success'),
    release: () => {
      container.removeEventListener('change', notePick)
      // global.css's pre-paint rules must not act on the live page; <html lang> is the app's.
      for (const name of ['data-prerendered', 'data-title', 'lang', 'style'])
        container.removeAttribute(name)
      for (const name of ['data-path', 'data-wrong-page']) html.removeAttribute(name)
      container.classList.remove('signed-out-only')
      if (!container.classList.length) container.removeAttribute('class')
      container.id = 'root'
    },
  }
}
