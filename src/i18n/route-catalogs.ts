import type { CatalogName } from './catalogs'

/**
 * Which feature catalogs a route needs, by route id prefix. The `/_app` layout shows the upload
 * tray (features/videos), so every signed-in page needs `videos` as well.
 * route-catalogs.test.ts checks that every route file's feature is covered.
 */
const RULES: ReadonlyArray<readonly [prefix: string, catalog: CatalogName]> = [
  ['/_auth', 'auth'],
  ['/_app', 'videos'],
  ['/_app/video-detail/', 'video-detail'],
  ['/_app/advanced-search/', 'search'],
  ['/_app/video/similar/', 'search'],
  ['/_app/profile', 'profile'],
  ['/privacy-policy', 'privacy'],
]

/**
 * The catalogs for a set of matched route ids. A screen its guard will redirect away from gets
 * none: signed-in pages while signed out, sign-in pages while signed in.
 */
export function catalogsForRoutes(
  routeIds: readonly string[],
  { signedIn }: { signedIn: boolean },
): CatalogName[] {
  const names = new Set<CatalogName>(['common'])
  if (routeIds.includes(signedIn ? '/_auth' : '/_app')) return [...names]
  for (const id of routeIds) {
    if (id === '/') names.add('home')
    for (const [prefix, catalog] of RULES) if (id.startsWith(prefix)) names.add(catalog)
  }
  return [...names]
}
