import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { catalogsForRoutes } from './route-catalogs'

const ROUTES_DIR = join(process.cwd(), 'src/routes')

/** Every route file's id and the features it imports (whose words live in `<feature>.po`). */
const routeFiles = (readdirSync(ROUTES_DIR, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => {
    const source = readFileSync(join(ROUTES_DIR, file), 'utf8')
    const id = /create(?:File|RootRoute)\w*\('([^']+)'\)/.exec(source)?.[1] ?? '__root__'
    const features = [...source.matchAll(/features\/([a-z-]+)\//g)].map((match) => match[1])
    return { file, id, features }
  })

/** A route's matches: its ancestors (layouts whose id is a prefix) and itself. */
const matchesOf = (id: string) => [
  '__root__',
  ...routeFiles
    .map((route) => route.id)
    .filter((other) => other !== '/' && other !== '__root__' && id.startsWith(other)),
  id,
]

const signedInFor = (id: string) => !id.startsWith('/_auth')

describe('catalogsForRoutes', () => {
  it('finds the route files', () => {
    expect(routeFiles.length).toBeGreaterThan(10)
  })

  it.each(routeFiles.filter((route) => route.features.length > 0))(
    'covers every feature $file shows ($id)',
    ({ id, features }) => {
      const names = catalogsForRoutes(matchesOf(id), { signedIn: signedInFor(id) })
      for (const feature of features) expect(names).toContain(feature)
    },
  )

  it('gives every signed-in page the upload tray words of the sidebar layout', () => {
    expect(catalogsForRoutes(['__root__', '/_app', '/_app/profile'], { signedIn: true })).toEqual(
      expect.arrayContaining(['common', 'videos', 'profile']),
    )
  })

  it('loads only common for a screen its guard will leave', () => {
    expect(catalogsForRoutes(['__root__', '/_app', '/_app/video/'], { signedIn: false })).toEqual([
      'common',
    ])
    expect(catalogsForRoutes(['__root__', '/_auth', '/_auth/login'], { signedIn: true })).toEqual([
      'common',
    ])
  })

  it('does not give Home to every page', () => {
    expect(catalogsForRoutes(['__root__', '/privacy-policy'], { signedIn: false })).toEqual([
      'common',
      'privacy',
    ])
  })
})
