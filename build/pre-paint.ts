import { LOCAL_USER_KEY } from '../src/api/session-key.ts'
import {
  detectLocale,
  isLocale,
  LANGUAGE_FIELD,
  LANGUAGE_KEY,
  type Locale,
} from '../src/i18n/locales.ts'
import { SESSION_TAG_KEY } from '../src/offline/session-tag.ts'

/**
 * The one inline script of every page, first in <head>: it runs before anything paints and
 * before the app's code, so it imports only names from modules that import nothing and stays
 * about 2 KB. build/pre-paint-plugin.ts bundles it into the pages; the Content-Security-Policy
 * allows that text by its hash (build/csp.ts).
 */
export function prePaint(html = document.documentElement): void {
  markWrongPage(html)
  const language = applyLanguage(html)
  showSnapshot(html, language)
  followLanguageSwitch(html)
  document.addEventListener('DOMContentLoaded', () => {
    showTitle(html)
    loadCodeAfterPaint(html)
  })
}

/** The id of the pre-rendered page's <template> that holds its code until the first paint. */
export const APP_CODE_ID = 'app-code'

/** What the browser stored under `key`, or null where it refuses storage (blocked, private). */
function stored(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

/**
 * The wrong page: marks <html data-wrong-page> when the file was rendered for another path than
 * the address (<html data-path>). A host that answers every unknown path with index.html serves
 * Home for a deep link; the stylesheet then shows the app's loading state instead of Home until
 * the app renders its own page (docs/decisions.md, "Any host"). The shell names no path.
 */
export function markWrongPage(html: HTMLElement): void {
  const path = html.dataset.path
  if (path && path !== location.pathname) html.dataset.wrongPage = ''
}

/**
 * The language: sets <html lang> by the app's own rule (the saved choice, else the browser's,
 * docs/product.md §1) and marks <html data-signed-in> while a session is stored, so the
 * stylesheet shows the copy in that language and the controls for that state before the first
 * paint, and nothing moves when the app takes over (docs/decisions.md, "The language before the
 * first paint").
 */
export function applyLanguage(html: HTMLElement): Locale {
  if (stored(LOCAL_USER_KEY)) html.dataset.signedIn = ''
  const language = detectLocale()
  html.lang = language
  return language
}

/**
 * The snapshot: marks <html data-snapshot-shown> when the service worker put the library's page
 * snapshot into the shell (<html data-snapshot-for="tag lang">) for the stored session's sign-in
 * tag and the language just applied. The stylesheet shows it then and hides it otherwise, so it
 * never shows to another sign-in or in another language (docs/decisions.md, "Warm start: the
 * page snapshot").
 */
export function showSnapshot(html: HTMLElement, language: Locale): void {
  const tag = stored(SESSION_TAG_KEY)
  if (stored(LOCAL_USER_KEY) && tag && html.dataset.snapshotFor === `${tag} ${language}`)
    html.dataset.snapshotShown = ''
}

/** A pre-rendered copy of the page: one per language (build/prerender-plugin.ts). */
const COPY = '[data-prerendered]'

/**
 * The title: a pre-rendered file's <title> is its first copy's, and each copy carries its own
 * (`data-title`), so the document is titled in the language shown once it is parsed and after a
 * pick. The app's own title takes over with the page (routes/__root.tsx).
 */
export function showTitle(html: HTMLElement): void {
  // No optional chaining: es2015 spells it out, and this script counts its bytes.
  const copy = html.querySelector<HTMLElement>(`[data-prerendered="${html.lang}"][data-title]`)
  if (copy) document.title = copy.dataset.title!
}

/**
 * The language switch before the app runs: on a slow link the painted page is usable for
 * seconds before its code, and its switch is a real <select>. While both copies are there, a
 * pick is saved and the other copy shown at once, with what was typed so far and the focus on
 * its switch, so the visitor is not ignored, then overruled (docs/decisions.md, "A language
 * picked before the app runs is honoured"). Once the app has dropped the other copy, a pick is
 * the app's (src/app/prerendered-page.ts).
 */
export function followLanguageSwitch(html: HTMLElement): void {
  html.addEventListener('change', (event) => {
    const picked = event.target as HTMLSelectElement
    const language = picked.value
    if (picked.name !== LANGUAGE_FIELD || !isLocale(language)) return
    const copy = picked.closest(COPY)
    if (!copy) return
    const other = html.querySelector<HTMLSelectElement>(
      `[data-prerendered="${language}"] select[name=${LANGUAGE_FIELD}]`,
    )
    if (!other) return
    carryTyped(copy, other.closest(COPY)!)
    try {
      localStorage.setItem(LANGUAGE_KEY, language)
    } catch {
      // Private mode: the choice lasts for this visit.
    }
    // The hidden copy's switch reads its own language again, for a way back.
    picked.value = html.lang
    html.lang = language
    showTitle(html)
    other.focus()
  })
}

/** Copies what was typed into one copy to the other (one page: the fields match by position). */
function carryTyped(from: Element, into: Element): void {
  const fields = (copy: Element) => copy.querySelectorAll<HTMLInputElement>('input,textarea')
  const twins = fields(into)
  fields(from).forEach((field, index) => {
    const twin = twins[index]
    if (twin && field.value !== field.defaultValue) twin.value = field.value
  })
}

/**
 * The code after paint: the build moves a pre-rendered page's scripts and preloads into
 * <template id="app-code"> (build/prerender-plugin.ts), since a script requested before the first paint
 * lengthens it on a slow link. This adds them to <head> once the browser reports the first
 * contentful paint (Paint Timing), or after the first frame where nothing contentful will paint
 * (a page held for the app's loading state, a sign-in page hidden from a stored session) or the
 * browser has no Paint Timing, or 1 s after parsing at the latest; at once in a hidden tab,
 * which paints nothing. Why the paint and not the frame: docs/decisions.md, "A pre-rendered page
 * loads its code after the first paint". Call when the document is parsed.
 */
export function loadCodeAfterPaint(html: HTMLElement): void {
  const template = document.getElementById(APP_CODE_ID) as HTMLTemplateElement | null
  if (!template) return
  let observer: PerformanceObserver | undefined
  const load = () => {
    if (!template.parentNode) return
    observer?.disconnect()
    template.remove()
    addCode(template.content.cloneNode(true) as DocumentFragment)
  }
  const afterFrame = () => {
    requestAnimationFrame(() => setTimeout(load))
  }
  const Observer = window.PerformanceObserver
  const paintReported = Observer && (Observer.supportedEntryTypes || []).includes('paint')
  const paintsNothing =
    html.hasAttribute('data-wrong-page') ||
    (html.hasAttribute('data-signed-in') && document.querySelector(`${COPY}.signed-out-only`))
  if (document.hidden) load()
  else if (!paintReported || paintsNothing) afterFrame()
  else {
    observer = new Observer((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length) setTimeout(load)
    })
    observer.observe({ type: 'paint', buffered: true })
    setTimeout(afterFrame, 1000)
    document.addEventListener('visibilitychange', () => {
      if (document.hidden) load()
    })
  }
}

/**
 * Puts the page's code into <head>: the preloads at once (every file starts to fetch), the
 * scripts one after another, each once the one before has loaded or failed and in a task of its
 * own, so no single task evaluates all the code (build/chunk-groups.ts).
 */
function addCode(code: DocumentFragment): void {
  const scripts = [...code.querySelectorAll('script')]
  const next = () => {
    const script = scripts.shift()
    if (!script) return
    script.onload = script.onerror = () => setTimeout(next)
    document.head.append(script)
  }
  for (const script of scripts) script.remove()
  document.head.append(code)
  next()
}
