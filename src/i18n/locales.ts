/**
 * The languages, their saved choice and the language rule. Apart from i18n.ts (Lingui, the
 * catalogs) because the pre-paint script (build/pre-paint.ts) applies the same rule before the
 * app runs and must not bring the app's code with it: this module imports nothing.
 */
export const LOCALES = ['en', 'ja'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

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
