// @ts-check
/**
 * The local-search engine in Node, no browser: bundles profile-entry.ts with Vite and prints
 * full-build CPU times and query percentiles (`PARTS=1`: the build's parts instead).
 * `node --cpu-prof tests/bench/local-search/profile.mjs` writes a profile for DevTools.
 * The figures of record come from tests/bench/local-search.mjs (Chromium's worker).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'

const outDir = mkdtempSync(join(tmpdir(), 'profile-local-search-'))
try {
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      minify: false,
      lib: { entry: resolve('tests/bench/local-search/profile-entry.ts'), formats: ['es'] },
      rollupOptions: { output: { entryFileNames: 'entry.mjs' } },
    },
  })
  const entry = await import(pathToFileURL(join(outDir, 'entry.mjs')).href)
  if (process.env.PARTS) console.log(entry.buildParts())
  else console.log(await entry.run({ buildOnly: Boolean(process.env.BUILD_ONLY) }))
} finally {
  rmSync(outDir, { recursive: true, force: true })
}
// The engines' save timers (1 s after the last change) would keep Node running.
process.exit(0)
