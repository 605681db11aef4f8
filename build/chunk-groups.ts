/**
 * How the build cuts the code every first screen runs (docs/decisions.md, "The entry's code is
 * three chunks"): React, then the other packages, then the product's own start code, each one
 * chunk. Left to itself the bundler cut the entry's static imports into a dozen small chunks
 * shared with lazy routes (a request, a preload tag and a fresh gzip dictionary each). Three,
 * not one, so that a pre-rendered page can evaluate them one per task: the page is painted and
 * readable before its code runs, so every task of that code counts as blocking time, and a
 * single chunk was one 35-50 ms task (CPU) of module evaluation.
 */

/** The chunks a pre-rendered page evaluates before the entry, in this order, each in a task. */
export const EVALUATED_FIRST = ['react', 'vendor'] as const

const PACKAGES = /node_modules[\\/]/
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/

/** Rolldown's `codeSplitting.groups`: only modules the entry imports statically ($initial). */
export const chunkGroups = () => [
  { name: 'react', test: REACT, tags: ['$initial' as const], priority: 2 },
  { name: 'vendor', test: PACKAGES, tags: ['$initial' as const], priority: 1 },
  { name: 'start', tags: ['$initial' as const] },
]
