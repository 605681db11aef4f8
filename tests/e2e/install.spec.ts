import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CHROMIUM_ARGS, chromiumPath } from '../tools/browser.mjs'
import { expect, test } from './fixtures'
import { serviceWorkerReady } from './offline-helpers'
import { urls } from './ports'

test.use({ serviceWorkers: 'allow' })

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`
}

test('the production build is installable: Chromium reports no installability errors', async ({
  playwright,
}) => {
  // Installability needs a profile on disk: an incognito context is never installable.
  const profile = mkdtempSync(join(tmpdir(), 'vi-install-'))
  const executablePath = chromiumPath()
  const context = await playwright.chromium.launchPersistentContext(profile, {
    args: CHROMIUM_ARGS,
    ...(executablePath ? { executablePath } : {}),
    serviceWorkers: 'allow',
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto(`${urls.app}/`)
    await serviceWorkerReady(page)
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
    const { errors } = await cdp.send('Page.getAppManifest')
    expect(errors).toEqual([])
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})

test('the manifest names the app, its icons, colours, shortcuts and the video share target', async ({
  page,
}) => {
  await page.goto('/')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  const manifest = await (await page.request.get(href ?? '')).json()
  expect(manifest).toMatchObject({
    name: 'Video Insight',
    short_name: expect.any(String),
    description: expect.any(String),
    display: 'standalone',
    start_url: '/video',
    scope: '/',
    lang: 'en',
    theme_color: expect.stringMatching(/^#/),
    background_color: expect.stringMatching(/^#/),
    user_preferences: { color_scheme_dark: { theme_color: expect.any(String) } },
    share_target: {
      action: '/share-target',
      method: 'POST',
      enctype: 'multipart/form-data',
      params: { files: [{ name: 'video', accept: expect.arrayContaining(['video/*']) }] },
    },
  })
  expect(manifest.shortcuts.map((shortcut: { url: string }) => shortcut.url)).toEqual([
    '/video',
    '/advanced-search',
  ])

  const icons = manifest.icons as { src: string; sizes: string; purpose?: string }[]
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  )
  for (const icon of icons) {
    const response = await page.request.get(icon.src)
    expect(response.status()).toBe(200)
    expect(pngSize(await response.body())).toBe(icon.sizes)
  }
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')
  expect(pngSize(await (await page.request.get(touchIcon ?? '')).body())).toBe('180x180')
})
