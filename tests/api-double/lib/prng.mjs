// @ts-check
// The seeded random numbers of the double's simulation, and of the local-search bench's library
// (which runs in a page: so this module imports nothing from Node).

/**
 * Deterministic PRNG (mulberry32).
 * @param {number} seed
 */
export function prng(seed) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    /** @param {number} lo @param {number} hi inclusive */
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    /** @template T @param {readonly T[]} list @returns {T} */
    pick: (list) => list[Math.floor(next() * list.length)],
    /** @template T @param {readonly T[]} list @param {number} n @returns {T[]} */
    sample: (list, n) => {
      const copy = [...list]
      const out = []
      while (out.length < n && copy.length)
        out.push(copy.splice(Math.floor(next() * copy.length), 1)[0])
      return out
    },
    uuid: () => {
      const b = Array.from({ length: 16 }, () => Math.floor(next() * 256))
      b[6] = (b[6] & 0x0f) | 0x40
      b[8] = (b[8] & 0x3f) | 0x80
      const h = b.map((x) => x.toString(16).padStart(2, '0')).join('')
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
    },
  }
}
