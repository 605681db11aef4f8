import { i18n } from '@lingui/core'
import { type CatalogName, catalogsInUse, loadCatalogs } from './catalogs'
import { DEFAULT_LOCALE, isLocale, LANGUAGE_KEY, type Locale } from './locales'

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
