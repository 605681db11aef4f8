// @ts-check
/**
 * Makes sure ffmpeg is there before the tests, as ensure-browser.mjs does for Chromium: the API
 * double cuts an uploaded video's scenes, thumbnail and frames out of the file with it (and
 * falls back to its stock pictures without it). Installs Debian's package when it is missing
 * and we may (root, or sudo without a password); never fails the run by itself.
 */
import { spawnSync } from 'node:child_process'
import { aptInstall } from './apt.mjs'

const works = (/** @type {string} */ tool) =>
  spawnSync(tool, ['-version'], { stdio: 'ignore', timeout: 10_000 }).status === 0

/** True when both ffmpeg and ffprobe run. */
export const hasFfmpeg = () => works('ffmpeg') && works('ffprobe')

export function ensureFfmpeg() {
  if (hasFfmpeg()) return true
  console.log("No ffmpeg found: installing Debian's ffmpeg package…")
  aptInstall(['ffmpeg'])
  const ok = hasFfmpeg()
  if (!ok) console.log('ffmpeg could not be installed: the double test that needs it will say so.')
  return ok
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(ensureFfmpeg() ? 'ffmpeg ok' : 'no ffmpeg')
