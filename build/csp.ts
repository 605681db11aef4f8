import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

/** The origins of one deployment (its config.json): API, assets, and storage (space-separated). */
export interface CspOrigins {
  api: string
  assets: string
  storage: string
}

/**
 * The Content-Security-Policy, one directive a line: the one definition behind the preview
 * server's header, the nginx headers the build writes and the `<meta>` in every page.
 * `prePaintHash` is the hash of the one inline script, as the built pages carry it.
 */
export function cspDirectives(
  { api, assets, storage }: CspOrigins,
  prePaintHash: string,
): string[] {
  return [
    "default-src 'self'",
    // The pre-paint script (build/pre-paint.ts) is the only inline script, allowed by its hash.
    `script-src 'self' ${prePaintHash}`,
    "style-src 'self'",
    // React writes a few style attributes (reserved aspect ratios, virtual list offsets).
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: blob: ${assets}`,
    `media-src 'self' blob: ${assets}`,
    `connect-src 'self' ${api} ${assets} ${storage}`,
    "font-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].map((directive) => directive.replace(/\s+/g, ' ').trim())
}

/** Every header a host sends with every answer (README, "Deploying the static build", rule 6). */
export function securityHeaders(origins: CspOrigins, prePaintHash: string): Record<string, string> {
  return {
    'Content-Security-Policy': cspDirectives(origins, prePaintHash).join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  }
}

/** The script-src source that allows one inline script: the SHA-256 of its exact text. */
const scriptHash = (text: string) =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/** The text of each inline script in a page (a script with `src` is allowed by 'self'). */
function inlineScripts(html: string): string[] {
  const scripts = html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)
  return [...scripts].map(([, text]) => text ?? '')
}

/** Directives a `<meta>` policy cannot carry: browsers ignore them there. */
const HEADER_ONLY = ['frame-ancestors', 'report-uri', 'sandbox']
/**
 * Directives that name the deployment's origins, which the build does not know (config.json is
 * read at run time); default-src goes with them, or a meta would refuse the API and the images.
 */
const PER_DEPLOYMENT = ['default-src', 'img-src', 'media-src', 'connect-src']

const nameOf = (directive: string) => directive.split(' ')[0] ?? ''

/**
 * The fallback for a host that cannot send headers (docs/decisions.md, "A policy in the page"):
 * every directive of the header policy that a meta can carry and that holds for any deployment,
 * word for word, so that where both arrive the meta takes nothing away.
 */
export function metaPolicy(prePaintHash: string): string {
  return cspDirectives({ api: '', assets: '', storage: '' }, prePaintHash)
    .filter((directive) => ![...HEADER_ONLY, ...PER_DEPLOYMENT].includes(nameOf(directive)))
    .join('; ')
}

/** The variables video-insight.conf sets to this deployment's origins (deploy/README.md). */
const NGINX_ORIGINS: CspOrigins = {
  api: '$vi_api_origin',
  assets: '$vi_assets_origin',
  storage: '$vi_storage_origins',
}

/** What deploy/README.md's "HTTPS" step turns on: browsers then refuse plain HTTP for two years. */
export const HSTS = 'max-age=63072000; includeSubDomains'

/** The nginx include with the security headers, as the build writes it (NGINX_HEADERS_FILE). */
function nginxHeaders(prePaintHash: string): string {
  const lines = Object.entries(securityHeaders(NGINX_ORIGINS, prePaintHash)).map(
    ([name, value]) => `add_header ${name} "${value}" always;`,
  )
  return `${[
    '# Written by `npm run build` (build/csp.ts): the security headers of every answer (README,',
    '# "Deploying the static build", rule 6), for this build. Install it beside',
    "# video-insight.conf, which includes it in each location (nginx drops the server's add_header",
    '# lines in a location that has its own), and again with every new build: the policy allows',
    "# this build's one inline script by its hash (deploy/README.md).",
    ...lines,
    '',
    '# Recommended once the site is served over HTTPS only (browsers then refuse plain HTTP to it',
    '# for two years; start with a short max-age if unsure):',
    `# add_header Strict-Transport-Security "${HSTS}" always;`,
  ].join('\n')}\n`
}

/** Where the build writes what a host needs (in the build output, beside the pages). */
export const NGINX_HEADERS_FILE = 'deploy/nginx-headers.conf'
/** The pre-paint hash of this build, for the preview server (build/vite-preview.ts). */
export const CSP_FILE = 'deploy/csp.json'

/** The pre-paint hash of the build in `outDir`, as the build wrote it. */
export function builtPrePaintHash(outDir: string): string {
  const file = join(outDir, CSP_FILE)
  let hash: unknown
  try {
    hash = JSON.parse(readFileSync(file, 'utf8')).prePaintHash
  } catch (error) {
    throw new Error(`${file} could not be read: build first (npm run build)`, { cause: error })
  }
  if (typeof hash !== 'string' || !/^'sha256-[\w+/=]+'$/.test(hash))
    throw new Error(`${file}: no prePaintHash`)
  return hash
}

/** The one inline script of a page, or an error: a second one would go unallowed. */
function prePaintHashOf(html: string, page: string): string {
  const scripts = inlineScripts(html)
  if (scripts.length !== 1)
    throw new Error(
      `${page}: ${scripts.length} inline scripts; the pre-paint script alone expected`,
    )
  return scriptHash(scripts[0] ?? '')
}

const charset = /<meta charset="UTF-8" \/>/i

/**
 * The policy from the built pages: puts the meta policy first in each page's <head>, before any
 * script, so it governs all of them, with the hash of the inline script the page carries (the
 * pre-paint script, put in by build/pre-paint-plugin.ts before this runs). Once every page is
 * made it checks that each carries that script alone, and writes what a host needs: the nginx
 * include (NGINX_HEADERS_FILE) and the hash for the preview server (CSP_FILE). Not in `vite`
 * dev: its client and React's refresh preamble are inline scripts the policy would refuse.
 */
export function cspPlugin(): Plugin {
  return {
    name: 'csp',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => {
        if (!charset.test(html)) throw new Error('index.html: no <meta charset="UTF-8" /> found')
        const policy = metaPolicy(prePaintHashOf(html, 'index.html'))
        const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}" />`
        return html.replace(charset, (tag) => `${tag}\n    ${meta}`)
      },
    },
    generateBundle: {
      // After the pre-render has made its pages (build/prerender-plugin.ts).
      order: 'post',
      handler(_options, bundle) {
        const hashes = new Set<string>()
        for (const page of Object.values(bundle)) {
          if (page.type !== 'asset' || !page.fileName.endsWith('.html')) continue
          const hash = prePaintHashOf(String(page.source), page.fileName)
          if (!String(page.source).includes(`content="${metaPolicy(hash)}"`))
            throw new Error(`${page.fileName}: its meta policy does not allow its inline script`)
          hashes.add(hash)
        }
        const [hash, ...others] = hashes
        if (!hash || others.length) throw new Error(`csp: ${hashes.size} pre-paint scripts`)
        this.emitFile({ type: 'asset', fileName: NGINX_HEADERS_FILE, source: nginxHeaders(hash) })
        const csp = { prePaintHash: hash }
        this.emitFile({ type: 'asset', fileName: CSP_FILE, source: `${JSON.stringify(csp)}\n` })
      },
    },
  }
}
