import { i18n, type Messages } from '@lingui/core'

export const LOCALES = ['en', 'ja'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

/** Spec §3: the language preference, kept as plain text. */
export const LANGUAGE_KEY = 'selectedLanguage'

const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale)

/** Spec §1: the saved choice; otherwise ja when the browser language starts with ja; else en. */
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

// One catalog per feature plus `common` (see lingui.config.ts); a locale loads all of its own.
const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/*.po')

async function loadMessages(locale: Locale): Promise<Messages> {
  // `common` goes last: it holds the shared words, and a feature catalog that repeats one must
  // not shadow it.
  const loaders = Object.entries(catalogs)
    .filter(([path]) => path.includes(`/locales/${locale}/`))
    .sort(([a], [b]) => Number(a.endsWith('/common.po')) - Number(b.endsWith('/common.po')))
    .map(([, load]) => load())
  const modules = await Promise.all(loaders)
  return Object.assign({}, ...modules.map((module) => module.messages))
}

export async function activateLocale(locale: Locale): Promise<void> {
  i18n.load(locale, await loadMessages(locale))
  i18n.activate(locale)
  document.documentElement.lang = locale
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
