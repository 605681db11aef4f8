// @ts-check
// A stream that lets bytes through at a given rate, so a test can make an upload last as long
// as it needs (`storageBytesPerSecond` in `/__control/config`). The client's own progress
// follows, because TCP stops it once the kernel buffers are full.
import { Transform } from 'node:stream'

/** Slices per second: a large chunk is let through in parts, so the rate stays even. */
const SLICES_PER_SECOND = 10

/** @param {number} bytesPerSecond */
export function throttle(bytesPerSecond) {
  const started = Date.now()
  const slice = Math.max(1024, Math.floor(bytesPerSecond / SLICES_PER_SECOND))
  let passed = 0
  return new Transform({
    transform(chunk, _encoding, done) {
      /** @type {Buffer[]} */
      const parts = []
      for (let i = 0; i < chunk.length; i += slice) parts.push(chunk.subarray(i, i + slice))
      const next = () => {
        const part = parts.shift()
        if (!part) return done()
        passed += part.length
        const due = started + (passed / bytesPerSecond) * 1000
        setTimeout(() => {
          this.push(part)
          next()
        }, due - Date.now())
      }
      next()
    },
  })
}
