// @ts-check
/**
 * `npm run screenshots`: renders the key screens of the production build (`dist/`, made by
 * `npm run build`; this script builds nothing) against the API double, in English and
 * Japanese, and writes PNGs to tests/screenshots/ for the README. It starts its own double and
 * `vite preview` on free ports and stops both when done.
 *
 *   SCREENSHOTS_DIST=.dist-x npm run screenshots   # another build folder
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, statSync } from 'node:fs'
import { createConnection, createServer } from 'node:net'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { startDouble } from '../api-double/server.mjs'
import { CHROMIUM_ARGS, chromiumPath } from './browser.mjs'

const DIST = process.env.SCREENSHOTS_DIST ?? 'dist'
const OUT = 'tests/screenshots'
const DEMO = { email: 'demo@example.com', password: 'Demo1234' }
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  // A Pixel 7's viewport, the phone the product is judged on.
  phone: { width: 412, height: 915 },
}
/** @typedef {Pick<import('../api-double/lib/video.mjs').Video, 'id' | 'title' | 'status' | 'output_data'>} DemoVideo */

/**
 * Every screen (named as docs/product.md names it) in both languages on the desktop; the busiest
 * ones on a phone too, with the detail page's states a newcomer meets first: the full video's
 * player, Find in this video, and the page offline.
 * @type {[screen: string, device: keyof typeof VIEWPORTS][]}
 */
const SHOTS = [
  ['home', 'desktop'],
  ['login', 'desktop'],
  ['video-list', 'desktop'],
  ['video-detail', 'desktop'],
  ['video-detail-player', 'desktop'],
  ['video-detail-find', 'desktop'],
  ['video-detail-offline', 'desktop'],
  ['advanced-search', 'desktop'],
  ['similar-video', 'desktop'],
  ['similar-video-scenes', 'desktop'],
  ['profile', 'desktop'],
  ['video-list', 'phone'],
  ['video-detail', 'phone'],
  ['video-detail-player', 'phone'],
  ['video-detail-find', 'phone'],
  ['video-detail-offline', 'phone'],
  ['similar-video-scenes', 'phone'],
]

/** The words a shot's steps press or type into, per language (the catalogs' own). */
const WORDS = {
  'en-US': { fullVideo: 'Watch full video', find: 'Find in this video' },
  'ja-JP': { fullVideo: '動画全体を見る', find: 'この動画内を検索' },
}

/**
 * What a shot does on its screen before the picture: open the player, type into Find, or go
 * offline (the page stays, its controls say what needs the network).
 * @type {Record<string, (page: import('@playwright/test').Page, words: typeof WORDS['en-US'], find: string) => Promise<void>>}
 */
const STEPS = {
  'video-detail-player': async (page, words) => {
    await page.getByRole('button', { name: words.fullVideo }).first().click()
    await page.getByRole('dialog').waitFor()
  },
  'video-detail-find': async (page, words, find) => {
    await page.getByRole('searchbox', { name: words.find }).fill(find)
  },
  'video-detail-offline': async (page) => {
    await page.context().setOffline(true)
    await page.evaluate(() => window.dispatchEvent(new Event('offline')))
  },
}

if (!existsSync(join(DIST, 'index.html'))) {
  console.error(`No build in ${DIST}/: run \`npm run build\` first.`)
  process.exit(1)
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/** @param {number} port */
async function waitForPort(port, ms = 30_000) {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' })
      socket.once('connect', () => {
        socket.destroy()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`vite preview did not start on ${port}`)
}

/**
 * GETs a path of the double's API as the demo user; the caller names the answer's shape.
 * @template T @param {string} apiUrl @param {string} path @returns {Promise<T>}
 */
async function demoApi(apiUrl, path) {
  const login = await fetch(`${apiUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO),
  })
  const { access_token: token } = await login.json()
  const response = await fetch(`${apiUrl}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  return response.json()
}

/**
 * The richest demo video (with its scenes), straight from the double's API.
 * @param {string} apiUrl @returns {Promise<DemoVideo>}
 */
async function bigVideo(apiUrl) {
  /** @type {{ items: DemoVideo[] }} */
  const { items } = await demoApi(apiUrl, '/api/videos?size=100&page=1')
  const video = items.find((v) => v.title === 'Sports Day 2025 Full Coverage')
  if (!video) throw new Error('the demo library has no "Sports Day 2025 Full Coverage"')
  return demoApi(apiUrl, `/api/videos/${video.id}`)
}

/**
 * Waits until the demo has finished the seeded videos in progress (its window, shortened).
 * @param {string} apiUrl
 */
async function demoSettled(apiUrl, ms = 60_000) {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    /** @type {{ items: DemoVideo[] }} */
    const { items } = await demoApi(apiUrl, '/api/videos?size=100&page=1')
    if (!items.some((v) => v.status === 'in_progress')) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/**
 * Waits until the images in view have loaded (lazy thumbnails) and the fonts are ready.
 * @param {import('@playwright/test').Page} page
 */
async function settle(page) {
  // No spinner left: the screen's data has arrived (a loaded machine can take seconds).
  await page.waitForFunction(() => !document.querySelector('.spinner-ring'), null, {
    timeout: 60_000,
  })
  await page.waitForLoadState('networkidle')
  await page.evaluate(async () => {
    await document.fonts.ready
    const images = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect()
      return box.bottom > 0 && box.top < innerHeight
    })
    await Promise.all(
      images.map((image) =>
        image.complete ? null : new Promise((resolve) => image.addEventListener('load', resolve)),
      ),
    )
  })
  await page.waitForTimeout(300)
}

// Demo mode, as under `npm start`, with its minute squeezed into five seconds: the library's
// first screen is then what a new user sees once the seeded analyses have finished.
const double = await startDouble({ quiet: true, demo: true, demoWindowMs: 5000 })
const appPort = await freePort()
const appUrl = `http://localhost:${appPort}`
const preview = spawn(
  process.execPath,
  [
    'node_modules/vite/bin/vite.js',
    'preview',
    '--port',
    String(appPort),
    '--strictPort',
    '--outDir',
    DIST,
  ],
  {
    stdio: 'ignore',
    env: {
      ...process.env,
      RUNTIME_CONFIG: JSON.stringify({ apiBase: double.apiUrl, assetsBase: double.assetsUrl }),
      STORAGE_ORIGINS: double.storageUrl,
    },
  },
)
const executablePath = chromiumPath()
const browser = await chromium.launch({
  args: CHROMIUM_ARGS,
  ...(executablePath ? { executablePath } : {}),
})

try {
  await waitForPort(appPort)
  mkdirSync(OUT, { recursive: true })
  const video = await bigVideo(double.apiUrl)
  const videoId = video.id
  const scenes = video.output_data.scenes
  const scene = scenes[2]
  await demoSettled(double.apiUrl)
  /** @type {Record<string, string>} */
  const paths = {
    home: '/',
    login: '/login',
    'video-list': '/video',
    'video-detail': `/video-detail/${videoId}`,
    'video-detail-player': `/video-detail/${videoId}`,
    'video-detail-find': `/video-detail/${videoId}`,
    'video-detail-offline': `/video-detail/${videoId}`,
    'advanced-search':
      '/advanced-search?description=relay%20race%20at%20the%20school%20sports%20day',
    'similar-video': '/video/similar?description=relay%20race',
    // Similar scenes of one scene: the source in the header, cut titles, scores with bars.
    'similar-video-scenes': `/video/similar/${videoId}?video=true&mode=scenes&sceneIndex=${scene.index}&description=${encodeURIComponent(scene.description)}`,
    profile: '/profile',
  }
  let bytes = 0
  for (const locale of ['en-US', 'ja-JP']) {
    for (const [screen, device] of SHOTS) {
      const context = await browser.newContext({
        baseURL: appUrl,
        locale,
        viewport: VIEWPORTS[device],
        isMobile: device === 'phone',
        hasTouch: device === 'phone',
        deviceScaleFactor: 1,
        serviceWorkers: 'block',
        colorScheme: 'light',
      })
      const page = await context.newPage()
      if (screen !== 'home' && screen !== 'login') {
        await page.goto(`/login?redirect=${encodeURIComponent(paths[screen])}`)
        await page.locator('input[type="email"]:visible').fill(DEMO.email)
        await page.locator('input[type="password"]:visible').fill(DEMO.password)
        await page.locator('form button[type="submit"]:visible').click()
        await page.waitForURL((url) => url.pathname !== '/login')
      } else await page.goto(paths[screen])
      await page.locator('h1').first().waitFor()
      await settle(page)
      // A word of the last scene's description: Find then has a match away from the first scene.
      const findWord = (scenes.at(-1)?.description ?? '').split(/\s+/).find((w) => w.length > 4)
      await STEPS[screen]?.(page, WORDS[/** @type {'en-US' | 'ja-JP'} */ (locale)], findWord ?? '')
      await page.waitForTimeout(STEPS[screen] ? 500 : 0)
      const file = join(OUT, `${screen}-${locale.slice(0, 2)}-${device}.png`)
      await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' })
      bytes += statSync(file).size
      console.log(`${file}  ${Math.round(statSync(file).size / 1024)} KB`)
      // The signed-in sidebar alone, where Japanese line breaking shows first.
      if (screen === 'video-list' && device === 'desktop') {
        const sidebar = join(OUT, `sidebar-${locale.slice(0, 2)}-desktop.png`)
        await page.locator('.sidebar').screenshot({ path: sidebar, animations: 'disabled' })
        bytes += statSync(sidebar).size
      }
      await context.close()
    }
  }
  console.log(`${Math.round(bytes / 1024)} KB in total`)
} finally {
  await browser.close()
  preview.kill('SIGTERM')
  await double.close()
}
