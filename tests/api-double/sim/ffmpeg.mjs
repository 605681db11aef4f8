// @ts-check
// What ffmpeg cuts out of an uploaded video: scene boundaries where its scene detection sees a
// change, sampled frames, a thumbnail per scene and for the video, and a clip per scene.
// Everything here runs in child processes and stops when its AbortSignal fires.
import { spawn, spawnSync } from 'node:child_process'
import { copyFile, mkdir, readdir, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * Scene boundaries in seconds and the frames (paths relative to the output folder) of each.
 * @typedef {{ duration: number, scenes: { start: number, end: number, frames: string[] }[] }} MediaResult
 * @typedef {{ ffmpeg: string, ffprobe: string }} Tools
 */

/** `select='gt(scene,0.3)'`: a frame that differs this much from the one before starts a scene. */
export const SCENE_THRESHOLD = 0.3
/** A scene is at least this long; closer cuts are dropped. */
export const MIN_SCENE_SECONDS = 1
/** Scene counts the detail page shows well: a single shot is split evenly into at least two. */
export const MIN_SCENES = 2
export const MAX_SCENES = 12
/** Only the first 20 minutes are looked at; the last scene runs to the end. */
const MAX_ANALYSED_SECONDS = 1200
/**
 * Longer than this, only key frames are decoded: a 20-minute file then takes seconds instead
 * of minutes, and encoders put a key frame at most hard cuts anyway.
 */
const FULL_DECODE_SECONDS = 180
/** Frames sampled over the analysed part, and at most this many kept per scene. */
const FRAMES_SAMPLED = 48
const FRAMES_PER_SCENE = 8

/** @type {Map<string, Tools | null>} */
const found = new Map()

/**
 * ffmpeg and ffprobe, if they run (`DOUBLE_FFMPEG` names another ffmpeg; ffprobe beside it).
 * Checked once per process, at the double's start, never on a request.
 * @param {string} [ffmpeg] @returns {Tools | null}
 */
export function findFfmpeg(ffmpeg = process.env.DOUBLE_FFMPEG || 'ffmpeg') {
  const cached = found.get(ffmpeg)
  if (cached !== undefined) return cached
  const ffprobe = ffmpeg.replace(/ffmpeg(\.exe)?$/, 'ffprobe$1')
  const runs = (/** @type {string} */ cmd) =>
    spawnSync(cmd, ['-version'], { stdio: 'ignore', timeout: 10_000 }).status === 0
  const tools = runs(ffmpeg) && runs(ffprobe) ? { ffmpeg, ffprobe } : null
  found.set(ffmpeg, tools)
  return tools
}

/**
 * Where scenes start and end: the detected cuts, at least MIN_SCENE_SECONDS apart, thinned
 * evenly to MAX_SCENES, or an even split when there are too few.
 * @param {number[]} cutTimes seconds where ffmpeg saw a scene change @param {number} duration
 * @returns {number[]} boundaries from 0 to `duration`
 */
export function sceneBoundaries(cutTimes, duration) {
  /** @type {number[]} */
  let cuts = []
  for (const t of [...cutTimes].sort((a, b) => a - b))
    if (t - (cuts.at(-1) ?? 0) >= MIN_SCENE_SECONDS && duration - t >= MIN_SCENE_SECONDS)
      cuts.push(t)
  if (cuts.length + 1 > MAX_SCENES) {
    const keep = MAX_SCENES - 1
    cuts = Array.from(
      { length: keep },
      (_, i) => cuts[Math.floor(((i + 0.5) * cuts.length) / keep)],
    )
  }
  if (cuts.length + 1 < MIN_SCENES) {
    const n = Math.min(Math.max(MIN_SCENES, Math.round(duration / 60)), 6)
    const even = Math.floor(duration / MIN_SCENE_SECONDS) >= n
    cuts = even ? Array.from({ length: n - 1 }, (_, i) => (duration * (i + 1)) / n) : []
  }
  return [0, ...cuts, duration]
}

/**
 * Runs a tool until it exits or `signal` fires (then it is killed).
 * @param {string} cmd @param {string[]} args @param {AbortSignal} signal
 * @returns {Promise<{ code: number | null, stdout: string, stderr: string }>}
 */
export function run(cmd, args, signal) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      signal,
      killSignal: 'SIGKILL',
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (c) => {
      stdout += c
    })
    child.stderr.on('data', (c) => {
      stderr = (stderr + c).slice(-2_000_000) // the last 2 MB: showinfo lines can be many
    })
    child.on('error', () => {}) // an abort or a missing tool: a null code through 'close'
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

/**
 * Cuts scenes, frames, thumbnails and scene clips out of `input` into `outDir`
 * (`thumbnail.jpg`, `scenes/{i}/thumbnail.jpg`, `scenes/{i}/frames/{n}.jpg`,
 * `scenes/{i}/clip.mp4`). Null when the file is not a video ffmpeg can read, or when `signal`
 * fired (reset, close, deletion or the time limit).
 * @param {Tools} tools @param {string} input @param {string} outDir @param {AbortSignal} signal
 * @returns {Promise<MediaResult | null>}
 */
export async function extractMedia(tools, input, outDir, signal) {
  const probe = await run(
    tools.ffprobe,
    ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', input],
    signal,
  )
  const duration = Number.parseFloat(probe.stdout)
  if (probe.code !== 0 || !(duration > 0) || signal.aborted) return null
  const analysed = Math.min(duration, MAX_ANALYSED_SECONDS)
  const rate = Math.min(2, FRAMES_SAMPLED / analysed) // sampled frames per second
  const sampled = join(outDir, 'sampled')
  await rm(outDir, { recursive: true, force: true })
  await mkdir(sampled, { recursive: true })
  // One decode: scene detection on a small copy, sampled frames on a larger one.
  const keyFramesOnly = analysed > FULL_DECODE_SECONDS ? ['-skip_frame', 'nokey'] : []
  const pass = await run(
    tools.ffmpeg,
    [
      ...['-hide_banner', '-nostats', '-nostdin', ...keyFramesOnly],
      ...['-t', String(analysed), '-i', input, '-an', '-sn', '-dn', '-filter_complex'],
      `[0:v]split=2[a][b];[a]scale=160:-2,select='gt(scene,${SCENE_THRESHOLD})',showinfo[s];[b]fps=${rate},scale=320:-2[f]`,
      ...['-map', '[s]', '-f', 'null', '-', '-map', '[f]', '-q:v', '5', join(sampled, '%06d.jpg')],
    ],
    signal,
  )
  const frameFiles = (await readdir(sampled).catch(() => [])).filter((f) => f.endsWith('.jpg'))
  if (pass.code !== 0 || frameFiles.length === 0 || signal.aborted) return null
  const cutTimes = [...pass.stderr.matchAll(/Parsed_showinfo.*?pts_time:\s*([\d.]+)/g)].map((m) =>
    Number(m[1]),
  )
  const bounds = sceneBoundaries(cutTimes, duration)
  // sampled frame n (from 1) shows the moment (n - 1) / rate
  const frames = frameFiles.sort().map((name, i) => ({ name, time: i / rate }))
  /** @type {MediaResult['scenes']} */
  const scenes = []
  for (let i = 0; i + 1 < bounds.length; i++) {
    if (signal.aborted) return null
    const [start, end] = [bounds[i], bounds[i + 1]]
    const inside = frames.filter((f) => f.time >= start && f.time < end)
    const nearest = frames.reduce((a, b) =>
      Math.abs(b.time - start) < Math.abs(a.time - start) ? b : a,
    )
    const dir = join(outDir, 'scenes', String(i))
    await mkdir(join(dir, 'frames'), { recursive: true })
    const paths = []
    for (const f of spread(inside, FRAMES_PER_SCENE)) {
      const rel = `scenes/${i}/frames/${f.name}`
      await copyFile(join(sampled, f.name), join(outDir, rel))
      paths.push(rel)
    }
    // a scene shorter than the sampling step has no frame of its own: the nearest one
    await copyFile(join(sampled, (inside[0] ?? nearest).name), join(dir, 'thumbnail.jpg'))
    scenes.push({ start, end, frames: paths })
  }
  const cover = frames[Math.min(frames.length - 1, Math.floor(frames.length / 10))]
  await copyFile(join(sampled, cover.name), join(outDir, 'thumbnail.jpg'))
  await rm(sampled, { recursive: true, force: true })
  await cutClips(tools, input, outDir, bounds, signal)
  return signal.aborted ? null : { duration, scenes }
}

/** Up to `n` items spread evenly over the list. @template T @param {T[]} list @param {number} n */
function spread(list, n) {
  if (list.length <= n) return list
  return Array.from({ length: n }, (_, i) => list[Math.floor((i * list.length) / n)])
}

/**
 * One clip per scene, copied without re-encoding, so each is cut at the key frame nearest its
 * boundary. A scene whose clip could not be cut is served a stock clip (assets origin).
 * @param {Tools} tools @param {string} input @param {string} outDir @param {number[]} bounds
 * @param {AbortSignal} signal
 */
async function cutClips(tools, input, outDir, bounds, signal) {
  const pattern = join(outDir, 'clip-%03d.mp4')
  const args = ['-hide_banner', '-nostats', '-nostdin', '-loglevel', 'error', '-i', input]
  args.push('-map', '0:v:0', '-map', '0:a:0?', '-c', 'copy', '-f', 'segment')
  if (bounds.length > 2) args.push('-segment_times', bounds.slice(1, -1).join(','))
  args.push('-reset_timestamps', '1', '-segment_format_options', 'movflags=+faststart', pattern)
  await run(tools.ffmpeg, args, signal)
  for (let i = 0; i + 1 < bounds.length; i++)
    await rename(
      join(outDir, `clip-${String(i).padStart(3, '0')}.mp4`),
      join(outDir, 'scenes', String(i), 'clip.mp4'),
    ).catch(() => {})
}
