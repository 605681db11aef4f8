import { execSync } from 'node:child_process'
import { expect, it } from 'vitest'

/**
 * The file-naming rule (docs/architecture.md, "File names"): a component module is PascalCase
 * `.tsx`; every other module, hooks included, and every stylesheet is kebab-case; a test takes
 * its subject's name. Route files follow TanStack Router's file-route names and are left out.
 */
const PASCAL = /^[A-Z][A-Za-z0-9]*$/
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/
/** `.tsx` modules that are not components: the entries (the bench's bare stack's too) and the
 * unit-test render helper. */
const TSX_NOT_COMPONENTS = new Set([
  'src/main.tsx',
  'src/prerender-entry.tsx',
  'src/test/render.tsx',
  'tests/bench/bare-stack/bare-start.tsx',
])

function misnamed(path: string): boolean {
  const file = path.split('/').pop() ?? path
  const [stem = '', ...kinds] = file.split('.')
  const extension = kinds.at(-1)
  const isTest = kinds.includes('test') || kinds.includes('spec')
  if (PASCAL.test(stem)) return extension !== 'tsx'
  if (!KEBAB.test(stem)) return true
  return extension === 'tsx' && !isTest && !TSX_NOT_COMPONENTS.has(path)
}

/** The modules and stylesheets of src/, tests/ and build/, route files left out. */
function modules(): string[] {
  return execSync('git ls-files src tests build', { encoding: 'utf8' })
    .split('\n')
    .filter((path) => /\.(tsx?|mts|mjs|css)$/.test(path))
    .filter((path) => !path.startsWith('src/routes/') && !path.endsWith('routeTree.gen.ts'))
}

it('every file in src/ and tests/ follows the naming rule', () => {
  const files = modules()
  expect(files.length).toBeGreaterThan(100)
  expect(files.filter(misnamed)).toEqual([])
})

it('no two modules share a file name, so a search for one finds one', () => {
  const byName = new Map<string, string[]>()
  for (const path of modules()) {
    const name = path.split('/').pop() ?? path
    byName.set(name, [...(byName.get(name) ?? []), path])
  }
  expect([...byName.values()].filter((paths) => paths.length > 1)).toEqual([])
})
