import type { AnyRoute, RegisteredRouter } from '@tanstack/react-router'
import type { CatalogName } from '@/i18n/catalogs'

/**
 * What the shell needs to know about a route, written on the route itself as its `staticData`
 * (one place per route, checked by TypeScript): who may see it, whether it is public, where it
 * always sends the user, and which feature catalogs its screen needs. A page's facts are those
 * of every route it matches (its layouts and itself).
 */
interface RouteFacts {
  /** Signed-in users only (`/_app`), or signed-out users only (the sign-in pages, `/_auth`). */
  guard?: 'signed-in' | 'signed-out'
  /** Reachable signed out with no session (Home, Privacy Policy): a failed start stays there. */
  public?: boolean
  /** Where the route always sends the user (the catch-all sends to the library). */
  redirectTo?: '/video'
  /** Feature catalogs (`locales/<locale>/<name>.po`) its screen needs besides `common`. */
  catalogs?: readonly CatalogName[]
  /** The sidebar entry a signed-in page belongs to, marked as the current one. */
  section?: SidebarSection
}

/** The sidebar's entries that stand for a part of the app (docs/product.md §2). */
export type SidebarSection = 'videos' | 'search' | 'profile'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption extends RouteFacts {}
}

type Facts = readonly (RouteFacts | undefined)[]

/** The facts of the routes a pathname matches, from the route tree alone (no load needed). */
export function factsAt(router: RegisteredRouter, pathname: string): Facts {
  const [routes] = router.getMatchedRoutes(pathname)
  return routes.map((route: AnyRoute) => route.options.staticData)
}

/** A sign-in page (Login, Forgot or Reset password): a forced logout does not leave it. */
export const isSignedOutPage = (facts: Facts) => facts.some((fact) => fact?.guard === 'signed-out')

export const isPublicPage = (facts: Facts) => facts.some((fact) => fact?.public)

/** Where a page sends the user straight away: its own redirect, else its guard's. */
export function redirectOf(facts: Facts, signedIn: boolean): '/video' | '/login' | undefined {
  const fixed = facts.find((fact) => fact?.redirectTo)?.redirectTo
  if (fixed) return fixed
  if (facts.some((fact) => fact?.guard === 'signed-in') && !signedIn) return '/login'
  if (isSignedOutPage(facts) && signedIn) return '/video'
  return undefined
}

/**
 * The catalogs a page needs. A page its guard will redirect away from gets only `common`: the
 * screen it leaves for asks for its own.
 */
export function catalogsOf(facts: Facts, signedIn: boolean): CatalogName[] {
  const names = new Set<CatalogName>(['common'])
  if (redirectOf(facts, signedIn)) return [...names]
  for (const fact of facts) for (const name of fact?.catalogs ?? []) names.add(name)
  return [...names]
}

/** The sidebar entry of a page: its own route's, else its layout's. */
export const sectionOf = (facts: Facts) => facts.findLast((fact) => fact?.section)?.section
