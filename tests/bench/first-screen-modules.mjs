// @ts-check
/**
 * Which modules a signed-in first screen loads, per build: the scripts a fresh load fetches
 * (up to the network's quiet) and, through each script's source map, the product's own modules
 * in them. Several `--dist` builds side by side show what one screen's graph gained.
 *
 *   npx vite build --sourcemap
 *   node tests/bench/first-screen-modules.mjs --dist old-dist --dist dist /video /video-detail/first
 *
 * Ports: builds-side-by-side.mjs.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { appUrl, DEMO, dists, paths, startBuilds } from './builds-side-by-side.mjs'
import { signIn } from './sign-in.mjs'

/** Own modules (under src/ or locales/) of one built script, from its source map. */
function ownModules(/** @type {string} */ dist, /** @type {string} */ file) {
  try {
    const map = JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8'))
    return /** @type {string[]} */ (map.sources)
      .map((source) => source.match(/(?:src|locales)\/.*/)?.[0])
      .filter((name) => name !== undefined)
  } catch {
    return []
  }
}

const { browser, detailPath, close } = await startBuilds()
try {
  for (const path of paths) {
    /** @type {Map<string, Set<string>>} */
    const byDist = new Map()
    for (const [i, dist] of dists.entries()) {
      const app = appUrl(i)
      const context = await browser.newContext({ serviceWorkers: 'block' })
      const landing = await context.newPage()
      await signIn(landing, app, DEMO)
      await landing.close()
      const page = await context.newPage()
      /** @type {string[]} */
      const files = []
      page.on('response', (response) => {
        const url = new URL(response.url())
        if (url.origin === app && url.pathname.endsWith('.js')) files.push(url.pathname.slice(1))
      })
      await page.goto(`${app}${detailPath(path)}`, { waitUntil: 'networkidle' })
      await context.close()
      const modules = new Set(files.flatMap((file) => ownModules(dist, file)))
      byDist.set(dist, modules)
      const gzip = files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f))).length, 0)
      console.log(
        `\n${path} ${dist}: ${files.length} scripts, ${(gzip / 1024).toFixed(1)} KB gzip, ${modules.size} own modules`,
      )
      console.log(`  scripts: ${files.join(' ')}`)
    }
    const [first, ...rest] = dists
    for (const dist of rest) {
      const before = byDist.get(first ?? '') ?? new Set()
      const now = byDist.get(dist) ?? new Set()
      console.log(`\n${path}: in ${dist}, not in ${first}:`)
      for (const name of [...now].filter((m) => !before.has(m)).sort()) console.log(`  + ${name}`)
      console.log(`${path}: in ${first}, not in ${dist}:`)
      for (const name of [...before].filter((m) => !now.has(m)).sort()) console.log(`  - ${name}`)
    }
  }
} finally {
  await close()
}
