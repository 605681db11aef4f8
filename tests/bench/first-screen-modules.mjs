// @ts-check
/**
 * Which modules a signed-in first screen loads, per build: the scripts a fresh load fetches
 * (up to the network's quiet) and, through each script's source map, the product's own modules
 * in them. Several `--dist` builds side by side show what one screen's graph gained.
 *
 *   npx vite build --sourcemap
 *   node tests/bench/first-screen-modules.mjs --dist old-dist --dist dist /video /video-detail/first
 *
 * Ports from BENCH_PORT_BASE (default 5300): the double at +1..+3, the builds from +10.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { startDouble } from '../api-double/server.mjs'
import { CHROMIUM_ARGS, chromiumPath } from '../tools/browser.mjs'
import { servePreview } from './preview.mjs'
import { apiAuth, signIn } from './sign-in.mjs'

const args = process.argv.slice(2)
/** @param {string} name */
const valuesOf = (name) => args.flatMap((arg, i) => (arg === name ? [args[i + 1] ?? ''] : []))
const dists = valuesOf('--dist').length ? valuesOf('--dist') : ['dist']
// A path follows no option that takes a value (`--own` /video is a path).
const paths = args.filter(
  (arg, i) => arg.startsWith('/') && !['--dist', '--runs'].includes(args[i - 1] ?? ''),
)
const BASE = Number(process.env.BENCH_PORT_BASE ?? 5300)
const DEMO = { email: 'demo@example.com', password: 'Demo1234' }

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

const double = await startDouble({
  apiPort: BASE + 1,
  assetsPort: BASE + 2,
  storagePort: BASE + 3,
  quiet: true,
  control: true,
})
const servers = await Promise.all(
  dists.map((dist, i) => servePreview({ dist, port: BASE + 10 + i, double })),
)
const browser = await chromium.launch({
  args: CHROMIUM_ARGS,
  ...(chromiumPath() ? { executablePath: chromiumPath() } : {}),
})
try {
  const list = await fetch(`${double.apiUrl}/api/videos?size=50&page=1`, {
    headers: await apiAuth(double.apiUrl, DEMO),
  }).then((r) => r.json())
  const firstDetail = `/video-detail/${list.items.find((/** @type {any} */ v) => v.status === 'completed').id}`
  for (const path of paths) {
    /** @type {Map<string, Set<string>>} */
    const byDist = new Map()
    for (const [i, dist] of dists.entries()) {
      const app = `http://localhost:${BASE + 10 + i}`
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
      const real = path === '/video-detail/first' ? firstDetail : path
      await page.goto(`${app}${real}`, { waitUntil: 'networkidle' })
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
  await browser.close()
  for (const server of servers) server.kill()
  await double.close()
}
