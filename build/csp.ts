import type { Plugin } from 'vite'
import { PRE_PAINT_HASH } from './pre-paint.ts'

/** The origins of one deployment (its config.json): API, assets, and storage (space-separated). */
export interface CspOrigins {
  api: string
  assets: string
  storage: string
}

/**
 * The Content-Security-Policy, one directive a line: the preview server and deploy/ send it as a
 * header (vite-preview.test.ts holds deploy/nginx and the README to it).
 */
export function cspDirectives({ api, assets, storage }: CspOrigins): string[] {
  return [
    "default-src 'self'",
    // The pre-paint script (build/pre-paint.ts) is the only inline script, allowed by its hash.
    `script-src 'self' ${PRE_PAINT_HASH}`,
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
export const META_CSP = cspDirectives({ api: '', assets: '', storage: '' })
  .filter((directive) => ![...HEADER_ONLY, ...PER_DEPLOYMENT].includes(nameOf(directive)))
  .join('; ')

/**
 * Puts META_CSP first in the built pages' <head>, before any script, so the policy governs all
 * of them (pre-rendered pages and the shell are made from index.html). Not in `vite` dev: its
 * client and React's refresh preamble are inline scripts the policy would refuse.
 */
export function metaCspPlugin(): Plugin {
  return {
    name: 'meta-csp',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => {
        const charset = /<meta charset="UTF-8" \/>/i
        if (!charset.test(html)) throw new Error('index.html: no <meta charset="UTF-8" /> found')
        const meta = `<meta http-equiv="Content-Security-Policy" content="${META_CSP}" />`
        return html.replace(charset, (tag) => `${tag}\n    ${meta}`)
      },
    },
  }
}
