// @ts-check
// The demo says it is a demo: an upload is titled from its file name and its summary says the
// analysis is simulated; with ffmpeg, its thumbnail, scene frames and scene clips are cut out
// of the uploaded file at the scene changes ffmpeg finds; without it, the stock media.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MEDIA_DIR } from './origins/assets.mjs'
import { findFfmpeg, MAX_SCENES, MIN_SCENES, sceneBoundaries } from './sim/ffmpeg.mjs'
import { call, login, start, uploadToTicket, waitFor } from './test-helpers.mjs'

/**
 * ffmpeg is optional for the double but not for this test: `npm test` installs it like
 * Chromium (tests/tools/ensure-ffmpeg.mjs). Only where it is truly absent and we are not in CI
 * is the test skipped, and it says so; in CI (`CI` set) it fails instead.
 */
const tools = findFfmpeg()
const inCi = Boolean(process.env.CI)
if (!tools)
  console.warn(
    `${inCi ? 'FAILING' : 'SKIPPING'} the ffmpeg test of the API double: no ffmpeg/ffprobe on the PATH ` +
      '(apt-get install ffmpeg, or run `npm test`, which installs it).',
  )
const withFfmpeg = tools || inCi ? it : it.skip

const sha = (/** @type {Uint8Array} */ bytes) => createHash('sha1').update(bytes).digest('hex')

/** @type {Set<string>} digests of every stock still and clip */
const stock = new Set()
/** @type {string} */
let work
beforeAll(async () => {
  for (const name of await readdir(MEDIA_DIR))
    if (/\.(jpg|mp4)$/.test(name)) stock.add(sha(await readFile(join(MEDIA_DIR, name))))
  work = await mkdtemp(join(tmpdir(), 'double-media-'))
})
afterAll(() => rm(work, { recursive: true, force: true }))

/**
 * Uploads `bytes` as a new video, starts its analysis and waits until it is completed.
 * @param {Awaited<ReturnType<typeof start>>} d @param {Uint8Array} bytes @param {string} filename
 * @param {string} language
 */
async function analysed(d, bytes, filename, language = 'en') {
  const token = await login(d)
  const created = await call(d, 'POST', '/api/videos', {
    token,
    body: { filename, video_length: 18, output_language: language, about_this_video: 'Cuts' },
  })
  expect((await uploadToTicket(created.body.post_url, bytes, { filename })).status).toBe(204)
  const id = created.body.id
  await call(d, 'PUT', `/api/videos/${id}/update-status`, {
    token,
    body: { status: 'in_progress' },
  })
  const get = async () => (await call(d, 'GET', `/api/videos/${id}`, { token })).body
  const v = await waitFor(async () => ((await get()).status === 'completed' ? get() : null), 60_000)
  /** @param {string} path */
  const asset = async (path) => {
    const r = await fetch(`${d.assetsUrl}/assets/data/output/${id}/${path}`)
    expect(r.status).toBe(200)
    return new Uint8Array(await r.arrayBuffer())
  }
  return { v, asset }
}

describe('scene boundaries', () => {
  it('keep the detected cuts, at least a second apart', () => {
    expect(sceneBoundaries([6.04, 12.05], 18)).toEqual([0, 6.04, 12.05, 18])
    expect(sceneBoundaries([0.2, 5, 5.5, 17.8], 18)).toEqual([0, 5, 18])
  })

  it('split a single shot evenly and thin out too many cuts', () => {
    expect(sceneBoundaries([], 6)).toEqual([0, 3, 6])
    expect(sceneBoundaries([], 0.5)).toEqual([0, 0.5])
    const many = sceneBoundaries(
      Array.from({ length: 100 }, (_, i) => i * 3 + 1.5),
      300,
    )
    expect(many).toHaveLength(MAX_SCENES + 1)
    expect(many.every((t, i) => i === 0 || t > many[i - 1])).toBe(true)
    expect(sceneBoundaries([], 600).length - 1).toBeGreaterThanOrEqual(MIN_SCENES)
  })
})

describe('an uploaded video', () => {
  withFfmpeg(
    'with ffmpeg: scenes at the file’s cuts, pictures and clips from the file itself',
    async () => {
      if (!tools)
        throw new Error('no ffmpeg in CI: tests/tools/ensure-ffmpeg.mjs could not install it')
      // three stock clips that look nothing alike, back to back: two hard cuts
      const clips = ['newsroom', 'track', 'kitchen'].map((c) => join(MEDIA_DIR, `${c}.mp4`))
      const list = join(work, 'list.txt')
      await writeFile(list, clips.map((c) => `file '${c}'`).join('\n'))
      const seconds = clips.map((c) => {
        const probe = ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', c]
        return Number(spawnSync(tools.ffprobe, probe).stdout.toString())
      })
      const cutsAt = [0, seconds[0], seconds[0] + seconds[1]].map((s) =>
        new Date(Math.round(s) * 1000).toISOString().slice(11, 19),
      )
      const clip = join(work, 'three_shots.mp4')
      const concat = [
        '-v',
        'error',
        '-y',
        '-f',
        'concat',
        '-safe',
        '0',
        '-i',
        list,
        '-c',
        'copy',
        clip,
      ]
      expect(spawnSync(tools.ffmpeg, concat).status).toBe(0)

      const d = await start()
      try {
        const t0 = Date.now()
        const { v, asset } = await analysed(d, await readFile(clip), 'three_shots.mp4')
        // the analysis is due 50 ms after the upload: the rest is ffmpeg's work
        console.log(
          `ffmpeg cut a clip of three shots into scenes, pictures and clips in ${Date.now() - t0} ms`,
        )
        expect(v.title).toBe('Three Shots')
        expect(v.summary).toMatch(/^Simulated analysis: this demo server does not look at what/)
        expect(v.summary).toContain('come from the uploaded file')
        const scenes = v.output_data.scenes
        expect(scenes.map((/** @type {any} */ s) => s.start_time.slice(0, 8))).toEqual(cutsAt)
        const pictures = [
          await asset(v.video_thumbnail_path),
          ...(await Promise.all(scenes.map((/** @type {any} */ s) => asset(s.thumbnail)))),
          ...(await Promise.all(
            scenes.flatMap((/** @type {any} */ s) =>
              s.frames.map((/** @type {any} */ f) => asset(f.path)),
            ),
          )),
        ]
        expect(pictures.length).toBeGreaterThan(3 + 6)
        for (const bytes of pictures) {
          expect([...bytes.subarray(0, 2)]).toEqual([0xff, 0xd8]) // a JPEG
          expect(stock.has(sha(bytes))).toBe(false)
        }
        const clips = await Promise.all(scenes.map((/** @type {any} */ s) => asset(s.video_path)))
        for (const bytes of clips) {
          expect(new TextDecoder().decode(bytes.subarray(4, 8))).toBe('ftyp') // an MP4
          expect(stock.has(sha(bytes))).toBe(false)
        }
        expect(new Set(pictures.map(sha)).size).toBeGreaterThan(pictures.length / 2) // not one picture
      } finally {
        await d.close()
      }
    },
  )

  it('without ffmpeg: the stock pictures, said so in the summary (in Japanese for ja)', async () => {
    const d = await start({ ffmpeg: false })
    try {
      const { v, asset } = await analysed(
        d,
        new TextEncoder().encode('not a video'),
        '運動会.mp4',
        'ja',
      )
      expect(v.title).toBe('運動会')
      expect(v.summary).toMatch(/^これはシミュレーションによる解析です。/)
      expect(v.summary).toContain('画像はサンプル画像です。')
      expect(v.summary).toContain('投稿者のメモ：「Cuts」')
      expect(stock.has(sha(await asset(v.video_thumbnail_path)))).toBe(true)
    } finally {
      await d.close()
    }
  })

  it('with an ffmpeg that hangs: the stock pictures once the time limit is over', async () => {
    // a stand-in that answers -version and then never finishes anything
    const fake = join(work, 'fake')
    await mkdir(fake, { recursive: true })
    const script = '#!/bin/sh\n[ "$1" = "-version" ] && exit 0\nexec sleep 600\n'
    for (const tool of ['ffmpeg', 'ffprobe']) {
      await writeFile(join(fake, tool), script)
      await chmod(join(fake, tool), 0o755)
    }
    const d = await start({ ffmpeg: join(fake, 'ffmpeg'), mediaTimeLimitMs: 300 })
    try {
      const { v, asset } = await analysed(d, new TextEncoder().encode('any'), 'stuck.mp4')
      expect(v.summary).toContain('The pictures are stock images.')
      expect(stock.has(sha(await asset(v.video_thumbnail_path)))).toBe(true)
    } finally {
      await d.close()
    }
  })
})
