import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { japaneseFile, prerenderedFile, SHELL_FILE } from '../src/config/prerendered-pages.ts'
import { builtPrePaintHash, type CspOrigins, securityHeaders } from './csp.ts'

/**
 * What `vite preview` adds so that it serves the build the way production should be served:
 * - `/config.json` from the environment when RUNTIME_CONFIG holds a JSON object, so tests and
 *   `npm start` point one build at any API double without rebuilding;
 * - a strict Content-Security-Policy and the usual hardening headers (the README's deploy
 *   section gives the same set for a static host or CDN);
 * - cache headers: hashed assets immutable, the service worker and the shell revalidated;
 * - the static host's routing (README, deploy): a pre-rendered path is served its file (the
 *   Japanese-first copy when the browser asks for Japanese first, for visitors without
 *   JavaScript), any other path that is not a file gets the app shell.
 */
export function previewServerPlugin(): Plugin {
  return {
    name: 'preview-server',
    configurePreviewServer(server) {
      const runtimeConfig = process.env.RUNTIME_CONFIG
      const outDir = resolve(server.config.root, server.config.build.outDir)
      // The hash of the build served, never of the sources: they may have changed since.
      const headers = securityHeaders(previewOrigins(runtimeConfig), builtPrePaintHash(outDir))
      server.middlewares.use((req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
        const path = (req.url ?? '/').split('?')[0] ?? '/'
        if (path.startsWith('/assets/'))
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
        else res.setHeader('Cache-Control', 'no-cache')
        if (path === '/config.json' && runtimeConfig) {
          res.setHeader('Content-Type', 'application/json')
          res.end(runtimeConfig)
          return
        }
        const document = documentFor(req.method, req.headers, path, outDir)
        if (document) {
          if (document.negotiated) res.setHeader('Vary', 'Accept-Language')
          req.url = `/${document.file}`
        }
        next()
      })
    },
  }
}

/** The HTML file a navigation gets, or undefined for a file request (left to the server). */
function documentFor(
  method: string | undefined,
  headers: Record<string, string | string[] | undefined>,
  path: string,
  outDir: string,
): { file: string; negotiated: boolean } | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined
  if (!String(headers.accept ?? '').includes('text/html')) return undefined
  const file = prerenderedFile(path)
  if (file) {
    const language = String(headers['accept-language'] ?? '')
      .trim()
      .toLowerCase()
    return { file: language.startsWith('ja') ? japaneseFile(file) : file, negotiated: true }
  }
  if (path !== '/' && isFile(outDir, path)) return undefined
  return { file: SHELL_FILE, negotiated: false }
}

function isFile(outDir: string, path: string): boolean {
  try {
    return existsSync(resolve(outDir, `.${decodeURIComponent(path)}`))
  } catch {
    return false
  }
}

function originOf(url: unknown): string | undefined {
  try {
    return typeof url === 'string' ? new URL(url).origin : undefined
  } catch {
    return undefined
  }
}

/** The origins the app talks to: the API, the assets origin and the storage origin(s). */
export function previewOrigins(runtimeConfig: string | undefined): CspOrigins {
  let config: Record<string, unknown> = {}
  try {
    config = JSON.parse(runtimeConfig ?? readFileSync('public/config.json', 'utf8'))
  } catch {
    config = {}
  }
  return {
    api: originOf(config.apiBase) ?? '',
    assets: originOf(config.assetsBase) ?? '',
    storage: (process.env.STORAGE_ORIGINS ?? '').split(/\s+/).filter(Boolean).join(' '),
  }
}
