// @ts-check
/** The figures `npm run bench` holds each measurement against (README.md#performance). */

/**
 * A pre-rendered page's HTML, gzip bytes: what a new connection delivers in its first round
 * trip (10 segments of 1,460 bytes) less about 1 KB of response headers.
 */
export const HTML_ROUND_TRIP = 13_600

/** Lighthouse budgets of the public screens and the signed-in ones. */
const PUBLIC = { performance: 98, tbt: 100, lcpRatio: 0.5 }
const SIGNED_IN = { performance: 95, tbt: 200 }

/**
 * Budgets (docs/decisions.md, "Budgets, ruled again"). ownJs: gzip KB of the product's own code
 * (not the card's packages) in every script a first visit to the screen loads. Lighthouse:
 * mobile, simulated throttling, median of the runs; lcpRatio: the product's LCP over the bare
 * stack's in the same run.
 * @type {{
 *   ownJs: Record<string, number>,
 *   lighthouse: Record<string, { performance?: number, tbt?: number, lcpRatio?: number }>,
 *   warmStartMs: number, offlineRatio: number, offlineSearchAfterPaintMs: number,
 *   interactionMs: number, dayOfUse: { rounds: number, growth: number },
 *   pageIndexedMs: number, archive: { afterPaintMs: number, typedP95Ms: number },
 *   heapGrowthMb: number, keepRatio: number,
 * }}
 */
export const BUDGETS = {
  ownJs: {
    '/': 20,
    '/login': 20,
    '/privacy-policy': 20,
    '/video': 30,
    '/video-detail/{id}': 30,
    '/advanced-search': 30,
  },
  lighthouse: {
    '/': PUBLIC,
    '/login': PUBLIC,
    '/privacy-policy': PUBLIC,
    '/video': SIGNED_IN,
    '/video-detail/{id}': SIGNED_IN,
  },
  warmStartMs: 200,
  offlineRatio: 1.1,
  offlineSearchAfterPaintMs: 1000,
  /** Interaction to Next Paint, each interaction, a phone with the CPU 4x slower (README.md). */
  interactionMs: 100,
  /**
   * A day of use (README.md): after this many rounds the heap, DOM nodes and listeners, and a
   * round's time, are within this share of where they were after round 20.
   */
  dayOfUse: { rounds: 200, growth: 0.1 },
  /** A saved page indexed in the search worker (docs/decisions.md, "Budgets, ruled again"). */
  pageIndexedMs: 100,
  /** An archive of 10,000 videos: first answered query after the first paint; typed p95. */
  archive: { afterPaintMs: 1000, typedP95Ms: 50 },
  /** The page's JS heap above where it was while a large file is kept on the device (MB). */
  heapGrowthMb: 30,
  /**
   * A keep's throughput as a share of a plain fetch of the same file, both over a fast home
   * connection's pace (keep-offline.mjs): on loopback a plain fetch touches no disk, so there the
   * ratio is the storage's write speed, which no keep can pass (docs/product.md, "How a keep
   * writes").
   */
  keepRatio: 0.8,
}
