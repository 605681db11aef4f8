import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { QueryClient } from '@tanstack/react-query'
import { type AnyRoute, createMemoryHistory } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { catalogsOf, factsAt, isPublicPage, isSignedOutPage, redirectOf } from './app/route-facts'
import { createAppRouter } from './router'

// The real route tree: the facts are read from the routes' own `staticData`.
const router = createAppRouter(new QueryClient(), createMemoryHistory())
const facts = (pathname: string) => factsAt(router, pathname)

const ROUTES_DIR = join(process.cwd(), 'src/routes')

/** Modules that load their feature's catalog themselves when they first show something. */
const BRINGS_ITS_WORDS = ['upload/upload-launcher', 'upload/UploadHost']

/** Every route file's id and the features it imports (whose words live in `<feature>.po`). */
const routeFiles = (readdirSync(ROUTES_DIR, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => {
    const source = readFileSync(join(ROUTES_DIR, file), 'utf8')
    const id = /createFileRoute\('([^']+)'\)/.exec(source)?.[1] ?? '__root__'
    const features = [...source.matchAll(/features\/([a-z-]+)\/([\w-]+)/g)]
      .filter((match) => !BRINGS_ITS_WORDS.includes(`${match[1]}/${match[2]}`))
      .map((match) => match[1])
    return { file, id, features }
  })

/** The facts of a route and its layouts, by walking up from the route itself. */
function chainOf(id: string) {
  const chain = []
  let route: AnyRoute | undefined = (router.routesById as unknown as Record<string, AnyRoute>)[id]
  while (route) {
    chain.unshift(route.options.staticData)
    route = route.parentRoute
  }
  return chain
}

describe('catalogs from the routes', () => {
  it('finds the route files', () => {
    expect(routeFiles.length).toBeGreaterThan(10)
  })

  it.each(routeFiles.filter((route) => route.features.length > 0))(
    'covers every feature $file shows ($id)',
    ({ id, features }) => {
      const signedIn = !id.startsWith('/_auth')
      const names = catalogsOf(chainOf(id), signedIn)
      for (const feature of features) expect(names).toContain(feature)
    },
  )

  it('leaves the upload words to the upload UI (they load with it) except on the library', () => {
    expect(catalogsOf(facts('/profile'), true)).toEqual(['common', 'profile'])
    expect(catalogsOf(facts('/video/similar/1'), true)).toEqual(['common', 'search'])
    expect(catalogsOf(facts('/video'), true)).toEqual(['common', 'videos', 'upload'])
  })

  it('loads only common for a screen its guard will leave', () => {
    expect(catalogsOf(facts('/video'), false)).toEqual(['common'])
    expect(catalogsOf(facts('/login'), true)).toEqual(['common'])
  })

  it('does not give Home to every page', () => {
    expect(catalogsOf(facts('/privacy-policy'), false)).toEqual(['common', 'privacy'])
  })
})

describe('guards and public pages', () => {
  it.each(['/login', '/forgot-password', '/reset-password'])('%s is a sign-in page', (path) => {
    expect(isSignedOutPage(facts(path))).toBe(true)
    expect(isPublicPage(facts(path))).toBe(false)
  })

  it.each(['/', '/privacy-policy'])('%s is public', (path) => {
    expect(isPublicPage(facts(path))).toBe(true)
    expect(isSignedOutPage(facts(path))).toBe(false)
    expect(redirectOf(facts(path), false)).toBeUndefined()
    expect(redirectOf(facts(path), true)).toBeUndefined()
  })

  it.each(['/video', '/video-detail/1', '/advanced-search', '/video/similar/1', '/profile'])(
    '%s needs a session',
    (path) => {
      expect(isPublicPage(facts(path))).toBe(false)
      expect(redirectOf(facts(path), false)).toBe('/login')
      expect(redirectOf(facts(path), true)).toBeUndefined()
    },
  )

  it('sends a signed-in user from the sign-in pages to the library', () => {
    expect(redirectOf(facts('/login'), true)).toBe('/video')
  })

  it('sends an unknown path to the library', () => {
    expect(redirectOf(facts('/no/such/page'), true)).toBe('/video')
    expect(redirectOf(facts('/no/such/page'), false)).toBe('/video')
  })
})
