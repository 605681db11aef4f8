import { i18n, type Messages } from '@lingui/core'

/**
 * Catalogs are loaded on demand: `common` plus the feature catalogs of the routes shown so far
 * (each route names them in its `staticData`, see app/route-facts.ts), instead of every catalog of the locale before the first paint.
 * `i18n.load` merges, so each catalog is added to what the locale already has.
 */
export type CatalogName =
  | 'common'
  | 'auth'
  | 'home'
  | 'privacy'
  | 'profile'
  | 'search'
  | 'upload'
  | 'video-detail'
  | 'videos'

// `start` is bundled with the entry instead (app/start-failure.ts).
const loaders = import.meta.glob<{ messages: Messages }>([
  '/locales/*/*.po',
  '!/locales/*/start.po',
])

/** Every catalog asked for in any locale: a language switch loads the same set. */
const inUse = new Set<CatalogName>(['common'])
/** `${locale}/${name}` → the catalog's messages once fetched (fetched once per locale). */
const fetches = new Map<string, Promise<Messages>>()
/** `${locale}/${name}` → done once the catalog is merged into `i18n`. */
const merges = new Map<string, Promise<void>>()
/** The common words per locale: a feature catalog that repeats one must not shadow them. */
const commonMessages = new Map<string, Messages>()

function memo<T>(cache: Map<string, Promise<T>>, key: string, make: () => Promise<T>) {
  const known = cache.get(key)
  if (known) return known
  const promise = make()
  // A failed fetch (offline without a cached copy) may be tried again on the next navigation.
  promise.catch(() => cache.delete(key))
  cache.set(key, promise)
  return promise
}

function fetchCatalog(locale: string, name: CatalogName): Promise<Messages> {
  return memo(fetches, `${locale}/${name}`, async () => {
    const load = loaders[`/locales/${locale}/${name}.po`]
    if (!load) throw new Error(`No catalog ${locale}/${name}`)
    return (await load()).messages
  })
}

function mergeCatalog(locale: string, name: CatalogName): Promise<void> {
  return memo(merges, `${locale}/${name}`, async () => {
    if (name === 'common') {
      const messages = await fetchCatalog(locale, 'common')
      commonMessages.set(locale, messages)
      i18n.load(locale, messages)
      return
    }
    // Both fetches run in parallel; the merge waits for `common` so it can keep its words.
    const [messages] = await Promise.all([
      fetchCatalog(locale, name),
      mergeCatalog(locale, 'common'),
    ])
    i18n.load(locale, { ...messages, ...commonMessages.get(locale) })
  })
}

/** Loads the named catalogs (and `common`) of a locale; resolves when all are merged. */
export async function loadCatalogs(locale: string, names: readonly CatalogName[]): Promise<void> {
  for (const name of names) inUse.add(name)
  await Promise.all(['common' as const, ...names].map((name) => mergeCatalog(locale, name)))
}

/** The catalogs used so far, for loading the same set in another locale. */
export function catalogsInUse(): CatalogName[] {
  return [...inUse]
}
