import type { Plugin } from 'vite'
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa'

/**
 * One id per build: it busts the persisted query cache of an older build and makes every build's
 * service worker differ, so a new deployment is always detected. BUILD_ID pins it (CI, tests).
 */
const buildId = process.env.BUILD_ID ?? new Date().toISOString()

function buildIdPlugin(): Plugin {
  return {
    name: 'build-id',
    // `define` is shared with the service worker's own build (vite-plugin-pwa injectManifest).
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(buildId) } }),
  }
}

const BRAND = '#3b5bdb'
const DARK_SURFACE = '#1a1b1e'

const manifest: Partial<ManifestOptions> & Record<string, unknown> = {
  id: '/',
  name: 'Video Insight',
  short_name: 'Video Insight',
  description:
    'Upload videos, have them analysed into titles, summaries, tags and scenes, then search them and make trailers and reports.',
  lang: 'en',
  dir: 'ltr',
  start_url: '/video',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: BRAND,
  background_color: '#ffffff',
  // Chromium reads dark-scheme colours from here; others keep the light ones above.
  user_preferences: {
    color_scheme_dark: { theme_color: DARK_SURFACE, background_color: DARK_SURFACE },
  },
  categories: ['productivity', 'business', 'education'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
  shortcuts: [
    {
      name: 'Videos',
      short_name: 'Videos',
      url: '/video',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
    {
      name: 'Advanced Search',
      short_name: 'Search',
      url: '/advanced-search',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
  ],
  // Handled by src/sw/: the shared file is kept and the upload dialog opens with it.
  share_target: {
    action: '/share-target',
    method: 'POST',
    enctype: 'multipart/form-data',
    params: {
      title: 'title',
      text: 'text',
      files: [{ name: 'video', accept: ['video/*', '.mp4', '.m4v', '.mov'] }],
    },
  },
}

/**
 * The service worker (src/sw/, injectManifest so the share target POST can be handled) and
 * the web app manifest. The shell is precached: HTML, JS (including the per-locale catalog
 * chunks), CSS, fonts and icons; `config.json` is not (the worker fetches it network-first).
 */
export function pwaPlugin(): Plugin[] {
  return [
    buildIdPlugin(),
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: manifest as Partial<ManifestOptions>,
      includeAssets: ['favicon.svg', 'robots.txt'],
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff,woff2,webmanifest}'],
        // The Japanese-first copies of pre-rendered pages are for hosts that negotiate the
        // language for visitors without JavaScript; the worker serves the default copies.
        globIgnores: ['**/config.json', 'sw.js', 'workbox-*.js', '**/*.ja.html'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ]
}
