// @ts-check
// A demo video plays as long as its record says (sim/footage.mjs): the full video its whole
// stated length, each scene clip its whole scene, made once and then found in the cache.
import { spawnSync } from 'node:child_process'
import { rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { seconds } from './lib/util.mjs'
import { findFfmpeg } from './sim/ffmpeg.mjs'
import { concatList, FRAME_SECONDS } from './sim/footage.mjs'
import { call, setUpDouble } from './test-helpers.mjs'

/** Needs ffmpeg as media.test.mjs does: skipped where it is truly absent, failing in CI. */
const tools = findFfmpeg()
const inCi = Boolean(process.env.CI)
if (!tools)
  console.warn(
    `${inCi ? 'FAILING' : 'SKIPPING'} the footage test of the API double: no ffmpeg/ffprobe on the PATH.`,
  )
const withFfmpeg = tools || inCi ? it : it.skip

describe('the list ffmpeg makes footage from', () => {
  it('shows each still every FRAME_SECONDS and ends where the footage does', () => {
    const still = (/** @type {string} */ name) => ({ file: `/media/${name}.jpg`, etag: name })
    const list = /** @type {string} */ (
      concatList([
        { still: still('gym'), seconds: 65.5 },
        { still: still('track'), seconds: 0.1 },
        { still: still('stage'), seconds: 7200 },
      ])
    )
    const durations = [...list.matchAll(/^duration ([\d.]+)$/gm)].map((m) => Number(m[1]))
    expect(Math.max(...durations)).toBeLessThanOrEqual(FRAME_SECONDS)
    // The last still is named once more without a duration: its frame lasts one tick (1/25 s).
    expect(durations.reduce((a, b) => a + b, 0) + 0.04).toBeCloseTo(65.5 + 0.1 + 7200, 5)
    expect(list.trim().split('\n').at(-1)).toBe("file '/media/stage.jpg'")
    expect(list).toContain("file '/media/track.jpg'\nduration 0.08") // 65.5 → 65.6, on the grid
  })
})

describe('a seeded video’s footage', () => {
  const dir = join(tmpdir(), `double-footage-test-${process.pid}`)
  const d = setUpDouble({ fresh: false, footageDir: dir })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  /** GETs an asset, saves it and asks ffprobe how long it plays. @param {string} path */
  const probe = async (path) => {
    const started = Date.now()
    const r = await fetch(`${d.assetsUrl}/assets/data/${path}`)
    expect(r.status).toBe(200)
    expect(r.headers.get('content-type')).toBe('video/mp4')
    const bytes = new Uint8Array(await r.arrayBuffer())
    const ms = Date.now() - started
    const file = join(tmpdir(), `double-footage-${process.pid}.mp4`)
    await writeFile(file, bytes)
    const tool = /** @type {import('./sim/ffmpeg.mjs').Tools} */ (tools)
    const out = spawnSync(tool.ffprobe, [
      ...['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file],
    ])
    await rm(file, { force: true })
    return {
      seconds: Number(String(out.stdout)),
      bytes: bytes.length,
      ms,
      etag: r.headers.get('etag'),
    }
  }

  withFfmpeg('runs the stated length, each clip its scene, and is made once', async () => {
    const { items } = (await call(d, 'GET', '/api/videos?size=100', { token: d.token })).body
    const big = items.find((/** @type {any} */ v) => v.title === 'Sports Day 2025 Full Coverage')
    const v = (await call(d, 'GET', `/api/videos/${big.id}`, { token: d.token })).body
    const full = await probe(`input/${v.id}/${v.video_path}`)
    expect(full.seconds).toBeCloseTo(7265.5, 1)
    const scene = v.output_data.scenes[2]
    const clip = await probe(`output/${v.id}/${scene.video_path}`)
    expect(clip.seconds).toBeCloseTo(seconds(scene.end_time) - seconds(scene.start_time), 1)
    console.log(
      `footage of the 2-hour demo video: ${Math.round(full.bytes / 1024)} KB made in ${full.ms} ms; ` +
        `its ${Math.round(clip.seconds / 60)}-minute scene clip ${Math.round(clip.bytes / 1024)} KB in ${clip.ms} ms`,
    )
    expect(full.bytes).toBeLessThan(400 * 1024)
    const again = await probe(`input/${v.id}/${v.video_path}`)
    expect(again.etag).toBe(full.etag) // the same file, from the cache

    const other = items.find((/** @type {any} */ o) => o.status === 'in_progress')
    expect((await probe(`input/${other.id}/${other.video_path}`)).seconds).toBeCloseTo(
      other.video_length,
      1,
    )
  })
})
