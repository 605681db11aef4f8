import { i18n } from '@lingui/core'
import { type CatalogName, catalogsInUse, loadCatalogs } from './catalogs'

export const LOCALES = ['en', 'ja'] as const
export type Locale = (typeof LOCALES)[number]
const DEFAULT_LOCALE: Locale = 'en'

/** docs/product.md §3: the language preference, kept as plain text. */
export const LANGUAGE_KEY = 'selectedLanguage'

/**
 * The switch's field name: the pre-paint script (build/pre-paint.ts) and a pre-rendered page
 * (src/app/prerendered-page.ts) find the switch by it before the app runs.
 */
export const LANGUAGE_FIELD = 'language'

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale)

/** docs/product.md §1: the saved choice; otherwise ja when the browser language starts with ja; else en. */
export function detectLocale(): Locale {
  let saved: string | null = null
  try {
    saved = localStorage.getItem(LANGUAGE_KEY)
  } catch {
    saved = null
  }
  if (isLocale(saved)) return saved
  const browser = typeof navigator === 'undefined' ? '' : (navigator.language ?? '')
  return browser.toLowerCase().startsWith('ja') ? 'ja' : DEFAULT_LOCALE
}

/**
 * Loads the given catalogs of `locale` (default: every catalog used so far, so a language switch
 * brings the words of the screens already seen), then activates it.
 */
export async function activateLocale(
  locale: Locale,
  names: readonly CatalogName[] = catalogsInUse(),
): Promise<void> {
  await loadCatalogs(locale, names)
  // A screen that began loading meanwhile (in the old language) needs its words here too.
  await loadCatalogs(locale, catalogsInUse())
  i18n.activate(locale)
  // Pre-rendering (Node) has no document; the page's copies carry their own lang.
  if (typeof document !== 'undefined') document.documentElement.lang = locale
}

/** The switcher's choice: saved, then applied. */
export async function chooseLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_KEY, locale)
  } catch {
    // Private mode: the choice lasts for this visit.
  }
  await activateLocale(locale)
}

export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
}

export { i18n }
