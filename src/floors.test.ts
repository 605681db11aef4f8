import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, sep } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The five floors (docs/architecture.md) are enforced by Biome's `noRestrictedImports`, one
 * override per folder in biome.json. Biome matches the import as written, so these fixtures
 * check that the project's own rules catch the relative imports people really write: each file
 * below is linted with the real biome.json in a scratch tree of the same shape.
 */
const FIXTURES: Record<string, { imports: string[]; wrong: boolean }> = {
  // A feature: only its own files and the floors below it.
  'src/features/videos/Sideways.ts': { imports: ['../search/SearchForm'], wrong: true },
  'src/features/videos/SidewaysFolder.ts': { imports: ['../search'], wrong: true },
  'src/features/videos/ViaFeatures.ts': { imports: ['../../features/search/x'], wrong: true },
  'src/features/videos/UpToApp.ts': { imports: ['../../app/query-client'], wrong: true },
  'src/features/videos/UpToRoutes.ts': { imports: ['../../routes/_app'], wrong: true },
  'src/features/videos/UpToRouter.ts': { imports: ['../../router'], wrong: true },
  'src/features/videos/sub/Sideways.ts': { imports: ['../../search/x'], wrong: true },
  'src/features/videos/sub/UpToApp.ts': { imports: ['../../../app/x'], wrong: true },
  'src/features/videos/Down.ts': {
    imports: ['./upload-store', '../../api/videos', '../../ui/Icon', '../../lib/dates', 'react'],
    wrong: false,
  },
  'src/features/videos/sub/Down.ts': {
    imports: ['../upload-store', './x', '../../../api/videos', '../../../config/limits'],
    wrong: false,
  },
  // The shell: anything below it, never the entry floor.
  'src/app/UpToRouteTree.ts': { imports: ['../routeTree.gen'], wrong: true },
  'src/app/layouts/UpToRoutes.ts': { imports: ['../../routes/__root'], wrong: true },
  'src/app/Down.ts': {
    imports: ['../features/videos/UploadTray', '../api/session', '../ui/Icon', './offline/x'],
    wrong: false,
  },
  // api/ and ui/ share a floor but not a concern: neither imports the other.
  'src/api/UpToApp.ts': { imports: ['../app/query-client'], wrong: true },
  'src/api/ToUi.ts': { imports: ['../ui/Icon'], wrong: true },
  'src/api/ToFeature.ts': { imports: ['../features/search/search-query'], wrong: true },
  'src/api/Down.ts': { imports: ['./http', '../lib/case', '../config/runtime'], wrong: false },
  'src/ui/ToApi.ts': { imports: ['../api/session'], wrong: true },
  'src/ui/ToApp.ts': { imports: ['../app/offline/x'], wrong: true },
  'src/ui/KnowsRoutes.ts': { imports: ["{ Link } from '@tanstack/react-router"], wrong: true },
  'src/ui/form/Down.ts': { imports: ['../Icon', '../../lib/validators'], wrong: false },
  // The service worker: only the bottom floor.
  'src/sw.ts': { imports: ['./app/offline/device-caches'], wrong: true },
  // The bottom floor: only itself.
  'src/lib/UpToApi.ts': { imports: ['../api/http'], wrong: true },
  'src/lib/UpToFeature.ts': { imports: ['../features/profile/searchParams'], wrong: true },
  'src/config/UpToApp.ts': { imports: ['../app/x'], wrong: true },
  'src/i18n/UpToUi.ts': { imports: ['../ui/Icon'], wrong: true },
  'src/i18n/Down.ts': { imports: ['../lib/case', '../config/runtime', './catalogs'], wrong: false },
  // The entry floor imports anything.
  'src/routes/Down.ts': { imports: ['../app/x', '../features/videos/x', '../api/x'], wrong: false },
}

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..')
let scratch = ''
let flagged = new Set<string>()

function importLine(spec: string, index: number) {
  // A spec with "from" in it is a whole clause (named imports); else a namespace import.
  return spec.includes(' from ')
    ? `import ${spec}'\n`
    : `import * as m${index} from '${spec}'\nconsole.log(m${index})\n`
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'floors-'))
  const config = JSON.parse(readFileSync(join(ROOT, 'biome.json'), 'utf8'))
  // The same rules, without the repository's file list and VCS settings.
  delete config.$schema
  delete config.files
  delete config.vcs
  writeFileSync(join(scratch, 'biome.json'), JSON.stringify(config))
  for (const [path, { imports }] of Object.entries(FIXTURES)) {
    mkdirSync(join(scratch, dirname(path)), { recursive: true })
    writeFileSync(join(scratch, path), imports.map(importLine).join(''))
  }
  const biome = join(ROOT, 'node_modules', '.bin', 'biome')
  const run = spawnSync(biome, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], {
    cwd: scratch,
    encoding: 'utf8',
  })
  const report = JSON.parse(run.stdout) as {
    diagnostics: { category: string; location: { path: string | { file: string } } }[]
  }
  flagged = new Set(
    report.diagnostics
      .filter((diagnostic) => diagnostic.category === 'lint/style/noRestrictedImports')
      .map(({ location }) =>
        typeof location.path === 'string' ? location.path : location.path.file,
      )
      .map((path) => path.split(sep).join('/')),
  )
}, 60_000)

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true })
})

describe('the import rule', () => {
  it.each(Object.entries(FIXTURES))('%s', (path, { wrong }) => {
    expect(flagged.has(path)).toBe(wrong)
  })

  // The sideways rule is written for a feature's own folder and one folder below it.
  it('meets feature folders at most one level deep', () => {
    const features = join(ROOT, 'src', 'features')
    const tooDeep = readdirSync(features, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(features, join(entry.parentPath, entry.name)).split(sep))
      .filter((parts) => parts.length > 3)
    expect(tooDeep).toEqual([])
  })
})
