// @ts-check
// Stand-in search: BM25 keyword scoring (sparse), hashed character n-gram embeddings with
// cosine similarity (dense), and reciprocal rank fusion of the two (hybrid).
import { hash32 } from './util.mjs'

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff66-\uff9f々〆ー]/u
const STOP = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'to',
  'in',
  'on',
  'at',
  'for',
  'with',
  'is',
  'are',
  'by',
  'its',
  'it',
  'as',
  'from',
  'this',
  'that',
])

/** @param {string} text */
export function normalize(text) {
  return String(text ?? '')
    .normalize('NFKC')
    .toLowerCase()
}

/**
 * Tokens: latin/digit words (light plural stemming, stop words dropped) and, for runs of
 * Japanese/Chinese characters, character bigrams (a single character stands alone).
 * @param {string} text
 * @returns {string[]}
 */
export function tokenize(text) {
  const s = normalize(text)
  /** @type {string[]} */
  const out = []
  const re = /[\p{L}\p{N}々〆ー]+/gu
  for (const m of s.matchAll(re)) {
    const run = m[0]
    // split a mixed run into CJK and non-CJK pieces
    let buf = ''
    let bufCjk = false
    const flush = () => {
      if (!buf) return
      if (bufCjk) {
        const chars = [...buf]
        if (chars.length === 1) out.push(chars[0])
        else for (let i = 0; i < chars.length - 1; i++) out.push(chars[i] + chars[i + 1])
      } else if (!STOP.has(buf)) {
        out.push(
          buf.length > 3 && buf.endsWith('s') && !buf.endsWith('ss') ? buf.slice(0, -1) : buf,
        )
      }
      buf = ''
    }
    for (const ch of run) {
      const c = CJK.test(ch)
      if (buf && c !== bufCjk) flush()
      bufCjk = c
      buf += ch
    }
    flush()
  }
  return out
}

const DIM = 512

/**
 * Hashed character n-gram (2, 3) embedding, L2-normalised.
 * @param {string} text
 * @returns {Float64Array}
 */
export function embed(text) {
  const v = new Float64Array(DIM)
  const s = ` ${normalize(text).replace(/\s+/g, ' ').trim()} `
  const chars = [...s]
  for (const n of [2, 3]) {
    for (let i = 0; i + n <= chars.length; i++) {
      const g = chars.slice(i, i + n).join('')
      if (g.trim().length === 0) continue
      const h = hash32(g)
      v[h % DIM] += h & 0x80000000 ? -1 : 1
    }
  }
  let norm = 0
  for (const x of v) norm += x * x
  norm = Math.sqrt(norm) || 1
  for (let i = 0; i < DIM; i++) v[i] /= norm
  return v
}

/** @param {Float64Array} a @param {Float64Array} b */
function cosine(a, b) {
  let d = 0
  for (let i = 0; i < DIM; i++) d += a[i] * b[i]
  return d
}

/**
 * @typedef {{ key: string, text: string, tokens?: string[], tf?: Map<string, number>, len?: number, vec?: Float64Array }} Doc
 * @typedef {{ key: string, score: number }} Hit
 */

export class Index {
  /** @param {Doc[]} docs */
  constructor(docs) {
    this.docs = docs
    /** @type {Map<string, number>} */
    this.df = new Map()
    let total = 0
    for (const d of docs) {
      d.tokens = tokenize(d.text)
      d.len = d.tokens.length
      total += d.len
      d.tf = new Map()
      for (const t of d.tokens) d.tf.set(t, (d.tf.get(t) ?? 0) + 1)
      for (const t of d.tf.keys()) this.df.set(t, (this.df.get(t) ?? 0) + 1)
    }
    this.avgLen = docs.length ? total / docs.length : 1
  }

  /**
   * BM25 (k1 1.2, b 0.75); only documents with a positive score. Score mapped to 0..1.
   * @param {string} query @returns {Hit[]}
   */
  sparse(query) {
    const q = [...new Set(tokenize(query))]
    const N = this.docs.length
    /** @type {Hit[]} */
    const hits = []
    for (const d of this.docs) {
      let s = 0
      for (const t of q) {
        const f = /** @type {Map<string, number>} */ (d.tf).get(t)
        if (!f) continue
        const df = this.df.get(t) ?? 0
        const idf = Math.log(1 + (N - df + 0.5) / (df + 0.5))
        s +=
          (idf * f * 2.2) /
          (f + 1.2 * (0.25 + (0.75 * /** @type {number} */ (d.len)) / this.avgLen))
      }
      if (s > 0) hits.push({ key: d.key, score: s })
    }
    hits.sort((a, b) => b.score - a.score || a.key.localeCompare(b.key))
    const scale = Math.max(1, q.length) * 2
    return hits.map((h) => ({ key: h.key, score: round(h.score / (h.score + scale)) }))
  }

  /** Cosine similarity of hashed n-gram embeddings. @param {string} query @returns {Hit[]} */
  dense(query) {
    const qv = embed(query)
    /** @type {Hit[]} */
    const hits = []
    for (const d of this.docs) {
      if (!d.vec) d.vec = embed(d.text)
      const c = cosine(qv, d.vec)
      if (c > 0) hits.push({ key: d.key, score: c })
    }
    hits.sort((a, b) => b.score - a.score || a.key.localeCompare(b.key))
    return hits.map((h) => ({ key: h.key, score: round(Math.min(1, h.score)) }))
  }

  /** Reciprocal rank fusion (k = 60), scaled so that rank 1 in both lists gives 1. @param {string} query */
  hybrid(query) {
    const K = 60
    /** @type {Map<string, number>} */
    const fused = new Map()
    for (const list of [this.sparse(query), this.dense(query)])
      list.forEach((h, r) => {
        fused.set(h.key, (fused.get(h.key) ?? 0) + 1 / (K + r + 1))
      })
    const max = 2 / (K + 1)
    return [...fused.entries()]
      .map(([key, s]) => ({ key, score: round(s / max) }))
      .sort((a, b) => b.score - a.score || a.key.localeCompare(b.key))
  }

  /** @param {string} query @param {string} method */
  search(query, method) {
    if (method === 'sparse') return this.sparse(query)
    if (method === 'dense') return this.dense(query)
    return this.hybrid(query)
  }
}

/** @param {number} x */
function round(x) {
  return Math.round(x * 10000) / 10000
}
