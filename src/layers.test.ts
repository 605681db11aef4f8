import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { expect, it } from 'vitest'

/**
 * The layers (docs/architecture.md, "Imports") are Biome `noRestrictedImports` rules in
 * biome.json, written against the `@/` alias. One wrong import per rule, plus the right forms,
 * linted with the real rules in a scratch tree: a rule that stops catching its case fails here.
 */
const CASES: [path: string, from: string, wrong: boolean][] = [
  ['src/features/videos/a.ts', '@/features/search/SearchForm', true],
  ['src/features/videos/b.ts', '../search/SearchForm', true],
  ['src/features/videos/c.ts', '@/app/query-client', true],
  ['src/app/d.ts', '@/routes/__root', true],
  ['src/app/offline/l.ts', '@/features/upload/upload-launcher', true],
  ['src/features/upload/r.ts', '@/features/videos/VideoCard', true],
  ['src/features/videos/s.tsx', '@/features/upload/PageDropTarget', true],
  ['src/features/videos/t.ts', '../upload/upload-launcher', true],
  ['src/api/e.ts', '@/ui/Icon', true],
  ['src/lib/f.ts', '@/api/http', true],
  ['src/ui/form/g.ts', '../../lib/validators', true],
  ['src/features/videos/h.ts', './VideoCard', false],
  ['src/features/videos/sub/i.ts', '../VideoCard', false],
  ['src/routes/_app/u.tsx', '@/features/upload/upload-launcher', false],
  ['src/ui/form/j.ts', '@/lib/validators', false],
  ['src/routes/k.ts', '@/features/videos/VideoListPage', false],
  ['src/offline/m.ts', '@/api/http', true],
  ['src/sw/n.ts', '@/api/session', true],
  ['src/offline/o.ts', '@/sw/saves', true],
  ['src/sw/p.ts', '@/offline/names', false],
  ['src/config/q.ts', '@/offline/names', false],
]

it('biome.json flags each wrong import and only those', () => {
  const root = join(dirname(new URL(import.meta.url).pathname), '..')
  const scratch = mkdtempSync(join(tmpdir(), 'layers-'))
  try {
    const { overrides, linter, javascript } = JSON.parse(
      readFileSync(join(root, 'biome.json'), 'utf8'),
    )
    writeFileSync(join(scratch, 'biome.json'), JSON.stringify({ overrides, linter, javascript }))
    for (const [path, from] of CASES) {
      mkdirSync(join(scratch, dirname(path)), { recursive: true })
      writeFileSync(join(scratch, path), `import * as m from '${from}'\nconsole.log(m)\n`)
    }
    const run = spawnSync(join(root, 'node_modules/.bin/biome'), ['lint', '--reporter=json', '.'], {
      cwd: scratch,
      encoding: 'utf8',
    })
    const { diagnostics } = JSON.parse(run.stdout) as {
      diagnostics: { category: string; location: { path: string | { file: string } } }[]
    }
    const flagged = diagnostics
      .filter(({ category }) => category === 'lint/style/noRestrictedImports')
      .map(({ location: { path } }) => (typeof path === 'string' ? path : path.file))
    const wrong = CASES.filter(([, , isWrong]) => isWrong).map(([path]) => path)
    expect(flagged.sort()).toEqual(wrong.sort())
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}, 60_000)
