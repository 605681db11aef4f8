// @ts-check
/**
 * Makes sure ffmpeg is there before the tests, as ensure-browser.mjs does for Chromium: the API
 * double cuts an uploaded video's scenes, thumbnail and frames out of the file with it (and
 * falls back to its stock pictures without it). Installs Debian's package when it is missing
 * and we may (root, or sudo without a password); never fails the run by itself.
 */
import { spawnSync } from 'node:child_process'

const works = (/** @type {string} */ tool) =>
  spawnSync(tool, ['-version'], { stdio: 'ignore', timeout: 10_000 }).status === 0

export function ensureFfmpeg() {
  if (works('ffmpeg') && works('ffprobe')) return true
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const sudo = isRoot ? '' : 'sudo -n '
  console.log("No ffmpeg found: installing Debian's ffmpeg package…")
  spawnSync(
    'sh',
    [
      '-c',
      `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ffmpeg`,
    ],
    { stdio: 'inherit' },
  )
  const ok = works('ffmpeg') && works('ffprobe')
  if (!ok) console.log('ffmpeg could not be installed: the double test that needs it will say so.')
  return ok
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(ensureFfmpeg() ? 'ffmpeg ok' : 'no ffmpeg')
