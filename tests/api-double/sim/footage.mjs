// @ts-check
// A video's footage as long as its record says, for the videos whose pictures come from the
// stock media (the seeded library, and an upload ffmpeg could not cut): the full video runs the
// whole stated length and each scene clip its whole scene, each stretch showing the drawn still
// of what it is about (pictures.mjs chooses the same still as the scene's thumbnail). ffmpeg
// makes a file on the first request for it, as a still-image H.264 video of the 320 x 180
// stills with one frame every FRAME_SECONDS: a two-hour video is about 220 KB and half a
// second of CPU, a usual one of a few minutes 10-60 KB and a tenth of that. Each file is kept
// in a cache folder under a name made from what it shows, so a restart, another double or the
// next test run finds it made.
import { randomBytes } from 'node:crypto'
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { hms, seconds, sha1 } from '../lib/util.mjs'
import { run } from './ffmpeg.mjs'

/** @typedef {import('../lib/video.mjs').Video} Video */
/** @typedef {{ file: string, etag: string }} Still a still of media/: its path and its bytes' digest */
/** @typedef {{ still: Still, seconds: number }} Segment a stretch of footage showing one still */

/** One frame every this many seconds: a still needs no more, and a player seeks between them. */
export const FRAME_SECONDS = 30
/**
 * ffmpeg's concat demuxer reads each still at 25 frames a second, so every stretch is a whole
 * number of 1/25 s: boundaries are rounded to that grid, never further off than 20 ms.
 */
const TICK = 1 / 25
/** Scene times are written to the millisecond: less is a rounding, not a stretch of footage. */
const MS = 0.001
/** Changes when the way a file is made changes, so older files in the cache are not reused. */
const RECIPE = 'still-h264-v1'

/**
 * The stretches of a video's full footage: each scene's still over its time, and the video's
 * thumbnail still over anything no scene covers (no scenes, gaps, beyond the last one).
 * @param {Video} v @param {(rel: string) => Still} stillFor the still the assets origin shows for a path
 * @returns {Segment[]}
 */
export function fullSegments(v, stillFor) {
  const length = v.video_length
  /** @type {Segment[]} */
  const out = []
  let t = 0
  const scenes = v.output_data.scenes
    .map((s, i) => ({ i, start: seconds(s.start_time), end: seconds(s.end_time) }))
    .filter((s) => s.end > s.start) // NaN compares false: unreadable times are left out
    .sort((a, b) => a.start - b.start)
  for (const s of scenes) {
    const start = Math.max(t, s.start)
    const end = Math.min(length, s.end)
    if (end - start < MS) continue
    if (start - t >= MS) out.push({ still: stillFor('thumbnail.jpg'), seconds: start - t })
    out.push({ still: stillFor(`scenes/${s.i}/thumbnail.jpg`), seconds: end - start })
    t = end
  }
  if (length - t >= MS) out.push({ still: stillFor('thumbnail.jpg'), seconds: length - t })
  return out
}

/**
 * The one stretch of scene `index`'s clip: its still over the scene's time; none for a scene
 * without a readable time.
 * @param {Video} v @param {number} index @param {(rel: string) => Still} stillFor
 * @returns {Segment[]}
 */
export function clipSegments(v, index, stillFor) {
  const scene = v.output_data.scenes[index]
  if (!scene) return []
  const length = seconds(scene.end_time) - seconds(scene.start_time)
  return length > 0 ? [{ still: stillFor(`scenes/${index}/thumbnail.jpg`), seconds: length }] : []
}

/**
 * The concat demuxer's list: each still repeated every FRAME_SECONDS, on the 1/25 s grid. The
 * last still is named once more with no duration, as the demuxer wants, and the stretch before
 * it is one tick shorter: that frame lasts the tick, so the file ends where the footage does.
 * @param {Segment[]} segments
 */
export function concatList(segments) {
  const lines = []
  let at = 0 // seconds into the footage, exact
  let written = 0 // ticks written so far
  for (const { still, seconds: length } of segments) {
    const end = at + length
    for (let from = at; from < end - 1e-9; from += FRAME_SECONDS) {
      const ticks = Math.round(Math.min(end, from + FRAME_SECONDS) / TICK) - written
      if (ticks <= 0) continue
      lines.push({ file: still.file, ticks })
      written += ticks
    }
    at = end
  }
  const last = lines.at(-1)
  if (!last) return null
  if (last.ticks > 1) last.ticks -= 1
  else lines.pop()
  const quote = (/** @type {string} */ file) => `'${file.replaceAll("'", "'\\''")}'`
  return `${[
    ...lines.map(({ file, ticks }) => `file ${quote(file)}\nduration ${(ticks * TICK).toFixed(2)}`),
    `file ${quote(last.file)}`,
  ].join('\n')}\n`
}

/** At most this many files per ffmpeg run: starting ffmpeg costs more than a file does. */
const BATCH = 16

/** @typedef {{ list: string, file: string, done: (file: string | null) => void }} Job */

export class Footage {
  /**
   * @param {import('./ffmpeg.mjs').Tools | null} tools null: no footage (the stock clips stand in)
   * @param {string} dir the cache folder
   */
  constructor(tools, dir) {
    this.tools = tools
    this.dir = dir
    /** @type {Map<string, Promise<string | null>>} files asked for and not answered yet, by path */
    this.making = new Map()
    /** @type {Job[]} */
    this.waiting = []
    /** @type {Promise<void> | null} the ffmpeg runs under way, one at a time (the machine has other work) */
    this.running = null
    this.stop = new AbortController()
  }

  /**
   * The file showing these segments, made first if the cache does not hold it; null without
   * ffmpeg, for no footage at all, or when ffmpeg failed.
   * @param {Segment[]} segments @returns {Promise<string | null>}
   */
  file(segments) {
    const list = this.tools && segments.length > 0 ? concatList(segments) : null
    if (!list) return Promise.resolve(null)
    const recipe = segments.map((s) => [s.still.etag, hms(s.seconds)])
    const name = `${sha1(JSON.stringify([RECIPE, FRAME_SECONDS, recipe])).slice(0, 24)}.mp4`
    const file = join(this.dir, name)
    const asked = this.making.get(file)
    if (asked) return asked
    /** @type {Promise<string | null>} */
    const made = isFile(file).then((there) =>
      there
        ? file
        : new Promise((done) => {
            this.waiting.push({ list, file, done })
            this.running ??= this.drain()
          }),
    )
    this.making.set(file, made)
    made.then(() => this.making.delete(file))
    return made
  }

  /** Makes what is waiting, a batch per ffmpeg run, until nothing is. */
  async drain() {
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, BATCH)
      if (this.stop.signal.aborted) for (const job of batch) job.done(null)
      else await this.make(batch)
    }
    this.running = null // in the same step as the last look at `waiting`: no job is left behind
  }

  /**
   * Encodes each job's list into its file in one ffmpeg run, through temporary names: another
   * double making the same file at the same time only renames an identical one over it. When
   * the run fails, each job is tried alone, so one bad list does not spoil the others.
   * @param {Job[]} batch
   */
  async make(batch) {
    const tools = /** @type {import('./ffmpeg.mjs').Tools} */ (this.tools)
    await mkdir(this.dir, { recursive: true })
    const jobs = batch.map((job) => ({
      ...job,
      tmp: `${job.file}.${randomBytes(4).toString('hex')}`,
    }))
    const args = ['-hide_banner', '-nostats', '-nostdin', '-loglevel', 'error']
    for (const { list, tmp } of jobs) {
      await writeFile(`${tmp}.txt`, list)
      args.push('-f', 'concat', '-safe', '0', '-i', `${tmp}.txt`)
    }
    for (const [i, { tmp }] of jobs.entries())
      args.push(
        ...['-map', `${i}:v`, '-fps_mode', 'vfr', '-vf', 'format=yuv420p', '-c:v', 'libx264'],
        ...['-preset', 'veryfast', '-tune', 'stillimage', '-bf', '0', '-g', '20', '-threads', '1'],
        ...['-movflags', '+faststart', '-f', 'mp4', tmp],
      )
    const { code } = await run(tools.ffmpeg, args, this.stop.signal)
    for (const { file, tmp, done } of jobs) {
      const ok =
        code === 0 &&
        (await rename(tmp, file).then(
          () => true,
          () => false,
        ))
      await rm(tmp, { force: true })
      await rm(`${tmp}.txt`, { force: true })
      if (ok) done(file)
      else if (code === 0 || batch.length === 1 || this.stop.signal.aborted) done(null)
    }
    if (code !== 0 && batch.length > 1 && !this.stop.signal.aborted)
      for (const job of batch) await this.make([job])
  }

  /** Stops the work under way (the double closes); resolves when no ffmpeg is left. */
  async close() {
    this.stop.abort()
    await this.running
  }
}

/** @param {string} file */
const isFile = (file) =>
  stat(file)
    .then((st) => st.isFile() && st.size > 0)
    .catch(() => false)
