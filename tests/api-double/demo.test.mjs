// @ts-check
// Demo mode (npm start): the seeded videos in progress finish within about a minute and at
// most two failed ones remain per team, so the library's first screen shows thumbnails. The
// tests' fixtures (no demo) keep the seeded statuses.
import { afterAll, describe, expect, it } from 'vitest'
import { call, control, login, start, waitFor } from './test-helpers.mjs'

/** @type {Awaited<ReturnType<typeof start>>[]} */
const doubles = []
afterAll(() => Promise.all(doubles.map((d) => d.close())))

/** @param {Parameters<typeof start>[0]} opts */
async function library(opts) {
  const d = await start(opts)
  doubles.push(d)
  let token = await login(d)
  const signIn = async () => {
    token = await login(d)
  }
  const list = async () =>
    /** @type {{ status: string, filename: string, title: string | null, video_thumbnail_path: string | null }[]} */ (
      (await call(d, 'GET', '/api/videos?size=100', { token })).body.items
    )
  /** @param {Awaited<ReturnType<typeof list>>} items @param {string} status */
  const count = (items, status) => items.filter((v) => v.status === status).length
  return { d, list, count, signIn }
}

describe('demo mode', () => {
  it('finishes the seeded videos in progress and keeps two failed ones', async () => {
    const { d, list, count, signIn } = await library({ demo: true, demoWindowMs: 800 })
    const first = await list()
    // 7 in progress and 3 of the 5 failed ones went back in; the first may have finished already
    expect(count(first, 'in_progress') + count(first, 'completed')).toBe(52 + 10)
    const failed = first.filter((v) => v.status === 'failed').map((v) => v.filename)
    expect(failed).toHaveLength(2)
    expect(failed).toContainEqual(expect.stringContaining('_upload_fail'))
    const done = await waitFor(async () => {
      const items = await list()
      return count(items, 'in_progress') === 0 ? items : null
    })
    expect(count(done, 'failed')).toBe(2)
    expect(count(done, 'completed')).toBe(62)
    // the first screens (newest first) show finished videos with thumbnails
    for (const v of done.slice(0, 12)) expect(v.video_thumbnail_path).toBe('thumbnail.jpg')
    // titled like the rest of the library, from the topic of the file name
    expect(done.map((v) => v.title)).toContain('Barista One Coffee Maker Launch – Part 2')
    expect(done.every((v) => !v.title?.includes('_'))).toBe(true)

    await control(d, '/__control/reset', {}) // a reset starts the demo over
    await signIn()
    const again = await list()
    expect(count(again, 'failed')).toBe(2)
    expect(count(again, 'in_progress')).toBeGreaterThan(0)
  })
})

describe('the tests’ fixtures', () => {
  it('keep the seeded statuses', async () => {
    const { list, count } = await library({ analysisDelayMs: 1 })
    await new Promise((r) => setTimeout(r, 300))
    const items = await list()
    expect(count(items, 'in_progress')).toBe(7)
    expect(count(items, 'failed')).toBe(5)
  })
})
