/** One `Intl.DisplayNames` per interface language: making one costs more than a lookup. */
const namers = new Map<string, Intl.DisplayNames | null>()

function namerFor(locale: string): Intl.DisplayNames | null {
  let namer = namers.get(locale)
  if (namer === undefined) {
    try {
      namer = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' })
    } catch {
      // A runtime without the API, or a locale it refuses: the names as given.
      namer = null
    }
    namers.set(locale, namer)
  }
  return namer
}

/**
 * A language's name in the interface's language ("ドイツ語" for `de` in Japanese), as the
 * runtime knows it (`Intl.DisplayNames`); the name the server gave when the runtime has none
 * for that code (an unknown or malformed one).
 */
export function languageName(code: string, locale: string, given: string): string {
  try {
    return namerFor(locale)?.of(code) ?? given
  } catch {
    // `of` throws on a code that is not a language tag.
    return given
  }
}
