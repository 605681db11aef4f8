// @ts-check
/**
 * Renders the API double's stock media (../media/) from the drawn subjects: for each one a
 * short clip (`{subject}.mp4`) and two stills taken from it (`{subject}-1.jpg`,
 * `{subject}-2.jpg`). Chromium draws each frame from SVG; ffmpeg encodes. Run once by a
 * developer (needs Chromium, see tests/tools/browser.mjs, and ffmpeg); the results are
 * committed, so CI and users need neither.
 *
 *   node tests/api-double/art/generate.mjs                  # every subject into media/
 *   node tests/api-double/art/generate.mjs --preview DIR [subject…]   # PNG stills only, to look at
 */
import { spawn } from 'node:child_process'
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '../../tools/browser.mjs'
import { camera, svg } from './kit.mjs'
import { SUBJECTS } from './subjects.mjs'

const MEDIA = join(dirname(fileURLToPath(import.meta.url)), '..', 'media')
/** Clips: 4 s at 12 frames a second, 384 × 216 (drawn at twice that, then scaled down). */
const CLIP = { seconds: 4, fps: 12, size: '384:216' }
/** Stills: 320 × 180, two moments of the clip. */
const STILL = { size: '320:180', moments: [0.3, 0.85] }
const RENDER = { width: 768, height: 432 }

const args = process.argv.slice(2)
const previewAt = args[0] === '--preview' ? args[1] : null
const only = new Set(previewAt ? args.slice(2) : args)
const subjects = SUBJECTS.filter((s) => only.size === 0 || only.has(s.name))

/** ffmpeg reading PNG frames on stdin. @param {string[]} out the output options and file */
function ffmpeg(out) {
  const child = spawn(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'image2pipe',
      '-framerate',
      String(CLIP.fps),
      '-i',
      '-',
      ...out,
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  )
  const done = new Promise((resolve, reject) =>
    child.on('close', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`ffmpeg ${code}`)),
    ),
  )
  return { stdin: child.stdin, done }
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
const page = await browser.newPage({ viewport: RENDER })
await page.setContent(
  `<body style="margin:0;background:#000"><div id="frame" style="width:${RENDER.width}px;height:${RENDER.height}px"></div></body>`,
)
await page.evaluate(() => document.fonts.ready)

/** One frame of a subject as PNG bytes. @param {(typeof SUBJECTS)[number]} subject @param {number} t */
async function frame(subject, t) {
  const markup = svg({ ...subject.draw(t), transform: camera(t, subject.camera) })
  await page.evaluate((m) => {
    const holder = document.getElementById('frame')
    if (holder) holder.innerHTML = m
  }, markup)
  return page.screenshot({ type: 'png' })
}

if (previewAt) {
  mkdirSync(previewAt, { recursive: true })
  for (const subject of subjects)
    for (const [i, t] of STILL.moments.entries())
      writeFileSync(join(previewAt, `${subject.name}-${i + 1}.png`), await frame(subject, t))
} else {
  if (only.size === 0)
    for (const name of readdirSync(MEDIA)) if (/\.(jpg|mp4)$/.test(name)) rmSync(join(MEDIA, name))
  for (const subject of subjects) {
    const clip = ffmpeg([
      ...['-vf', `scale=${CLIP.size}:flags=lanczos,format=yuv420p`],
      ...['-c:v', 'libx264', '-profile:v', 'baseline', '-level', '3.0', '-preset', 'veryslow'],
      ...['-crf', '34', '-g', String(CLIP.fps * 2), '-an', '-movflags', '+faststart'],
      join(MEDIA, `${subject.name}.mp4`),
    ])
    const count = CLIP.seconds * CLIP.fps
    for (let i = 0; i < count; i++) clip.stdin.write(await frame(subject, i / (count - 1)))
    clip.stdin.end()
    await clip.done
    for (const [i, t] of STILL.moments.entries()) {
      const still = ffmpeg([
        ...['-vf', `scale=${STILL.size}:flags=lanczos`, '-frames:v', '1', '-q:v', '8'],
        join(MEDIA, `${subject.name}-${i + 1}.jpg`),
      ])
      still.stdin.end(await frame(subject, t))
      await still.done
    }
    console.log(`${subject.name}: done`)
  }
  let total = 0
  for (const name of readdirSync(MEDIA))
    if (/\.(jpg|mp4)$/.test(name)) total += statSync(join(MEDIA, name)).size
  console.log(`media/: ${Math.round(total / 1024)} KB in total`)
}
await browser.close()
