// @ts-check
/**
 * What the scripts that compare builds share (trace.mjs, first-screen-modules.mjs): their
 * command line (`--dist` folders, then the screens' paths), the double and one preview per
 * build, a browser, and the demo library's first completed video.
 * Ports from BENCH_PORT_BASE (default 5300): the double at +1..+3, the builds from +10.
 */
import { chromium } from '@playwright/test'
import { startDouble } from '../api-double/server.mjs'
import { CHROMIUM_ARGS, chromiumPath } from '../tools/browser.mjs'
import { servePreview } from './preview.mjs'
import { apiAuth } from './sign-in.mjs'

export const args = process.argv.slice(2)
/** @param {string} name */
export const valuesOf = (name) =>
  args.flatMap((arg, i) => (arg === name ? [args[i + 1] ?? ''] : []))
export const dists = valuesOf('--dist').length ? valuesOf('--dist') : ['dist']
// A path follows no option that takes a value (`--own` /video is a path).
export const paths = args.filter(
  (arg, i) => arg.startsWith('/') && !['--dist', '--runs'].includes(args[i - 1] ?? ''),
)
const BASE = Number(process.env.BENCH_PORT_BASE ?? 5300)
export const DEMO = { email: 'demo@example.com', password: 'Demo1234' }

/** Where the `i`-th build is served. */
export const appUrl = (/** @type {number} */ i) => `http://localhost:${BASE + 10 + i}`

/**
 * Starts the double, a preview of every build and a browser; `close` stops them all.
 * `detailPath(path)` turns `/video-detail/first` into the first completed video's page.
 */
export async function startBuilds() {
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
  const list = await fetch(`${double.apiUrl}/api/videos?size=50&page=1`, {
    headers: await apiAuth(double.apiUrl, DEMO),
  }).then((r) => r.json())
  const firstDetail = `/video-detail/${list.items.find((/** @type {any} */ v) => v.status === 'completed').id}`
  return {
    browser,
    detailPath: (/** @type {string} */ path) =>
      path === '/video-detail/first' ? firstDetail : path,
    close: async () => {
      await browser.close()
      for (const server of servers) server.kill()
      await double.close()
    },
  }
}
