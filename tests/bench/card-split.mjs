// @ts-check
/**
 * Which part of each built script is the design card's packages and which is the product's own
 * code (docs/decisions.md, "Budgets, ruled again"), for `npm run bench`. The build records each
 * chunk's modules; a module inside node_modules of a card package, or of a package one of them
 * depends on, is the card's; everything else (the product's sources, other packages, the
 * bundler's glue) is the product's own.
 */
import { readFileSync } from 'node:fs'

/** The design card's packages (docs/product.md), as the browser bundle meets them. */
const CARD = [
  'react',
  'react-dom',
  '@tanstack/react-router',
  '@tanstack/react-query',
  '@tanstack/query-sync-storage-persister',
  'workbox-window',
  '@lingui/core',
  '@lingui/react',
  'valibot',
  'dayjs',
  'open-props',
]

/** The card's packages and everything they depend on (their `dependencies`, transitively). */
function cardPackages() {
  /** @type {Set<string>} */
  const seen = new Set()
  const visit = (/** @type {string} */ name) => {
    if (seen.has(name)) return
    seen.add(name)
    try {
      const manifest = JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8'))
      for (const dependency of Object.keys(manifest.dependencies ?? {})) visit(dependency)
    } catch {
      // not installed (an optional dependency): nothing of it is in the bundle
    }
  }
  for (const name of CARD) visit(name)
  return seen
}

/** The package a module id belongs to, or undefined for a module outside node_modules. */
function packageOf(/** @type {string} */ id) {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id)
  return match?.[1]
}

/**
 * What one output chunk holds: the share of its minified length that belongs to the card's
 * packages, and the share of each of the product's own modules (module id → share, 0 to 1).
 * @typedef {{ card: number, own: Record<string, number> }} ChunkParts
 */

/** A module id as the bench prints it: the path inside the project (or the bundler's name). */
const shortId = (/** @type {string} */ id) =>
  id
    .replace(/^\0/, '')
    .replace(`${process.cwd()}/`, '')
    .replace(/^.*\/node_modules\//, '')
    .replace(/\?.*$/, '')

/**
 * A Vite plugin that records, for each output chunk, what its minified length is made of.
 * @param {Map<string, ChunkParts>} parts filled with fileName → its parts
 * @returns {import('vite').Plugin}
 */
export function cardSharePlugin(parts) {
  const card = cardPackages()
  return {
    name: 'bench-card-share',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        let total = 0
        let ofCard = 0
        /** @type {Record<string, number>} */
        const own = {}
        for (const [id, module] of Object.entries(chunk.modules)) {
          total += module.renderedLength
          const name = packageOf(id)
          if (name && card.has(name)) ofCard += module.renderedLength
          else if (module.renderedLength) {
            const key = shortId(id)
            own[key] = (own[key] ?? 0) + module.renderedLength
          }
        }
        // Lengths become shares of the chunk, so a file's gzip bytes can be shared out later.
        for (const key of Object.keys(own)) own[key] = total ? (own[key] ?? 0) / total : 0
        parts.set(chunk.fileName, { card: total ? ofCard / total : 0, own })
      }
    },
  }
}
