// @ts-check
/**
 * On a fresh machine `npm test` needs Debian's ffmpeg (for the unit tests), Chromium and nginx
 * (for the end-to-end tests). They were installed one after the other, each in the run's path.
 * This starts one apt run in the background at the start of the run, ffmpeg first, so the
 * download and unpacking overlap the checks that need none of it (lint, types, the unit tests,
 * the build). The ensure-*.mjs checks still run afterwards: they find the packages in place,
 * or install what the background run could not.
 */
import { spawn } from 'node:child_process'
import { existsSync, openSync, readFileSync, rmSync, statSync } from 'node:fs'
import { APT_UPDATE, aptInstallCommand, mayUseApt } from './apt.mjs'
import { missingBrowserPackages } from './ensure-browser.mjs'
import { hasFfmpeg } from './ensure-ffmpeg.mjs'
import { nginxPath } from './nginx.mjs'

/**
 * @typedef {object} Prefetch
 * @property {() => Promise<void>} ffmpeg resolves once ffmpeg's part is over (done or failed)
 * @property {() => Promise<void>} all resolves once the whole apt run is over
 */

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Starts the background install of what is missing; its output goes to `log`, printed when
 * the run is over.
 * @param {string} log a file path @returns {Prefetch}
 */
export function prefetchPackages(log) {
  const ffmpeg = hasFfmpeg() ? [] : ['ffmpeg']
  const browser = missingBrowserPackages()
  const nginx = nginxPath() ? [] : ['nginx']
  if (ffmpeg.length + browser.length + nginx.length === 0 || !mayUseApt())
    return { ffmpeg: async () => {}, all: async () => {} }
  // Files touched as each part ends: their times say when it ended, which this process, blocked
  // in the run's steps, may only notice later.
  const marker = `${log}.ffmpeg-done`
  const end = `${log}.done`
  for (const file of [marker, end]) rmSync(file, { force: true })
  // Each step goes on when the one before fails: the ensure-*.mjs checks report what is missing.
  const script = [
    APT_UPDATE,
    ffmpeg.length ? aptInstallCommand(ffmpeg) : '',
    `touch '${marker}'`,
    browser.length ? aptInstallCommand(browser, { recommends: true }) : '',
    nginx.length ? aptInstallCommand(nginx) : '',
    `touch '${end}'`,
  ].filter(Boolean)
  const started = Date.now()
  console.log(
    `Installing Debian's ${[...ffmpeg, ...browser, ...nginx].join(', ')} in the background…`,
  )
  const output = openSync(log, 'w')
  // The output goes to a file, not a pipe: the run's own steps block this process, and a full
  // pipe would stall apt.
  const child = spawn('sh', ['-c', script.join('; ')], { stdio: ['ignore', output, output] })
  let ended = false
  const over = new Promise((resolve) => {
    child.once('exit', resolve)
    child.once('error', resolve)
  }).then(() => {
    ended = true
  })
  /** Seconds from the start to when `file` was touched, or to now. @param {string} file */
  const seconds = (file) => {
    const at = existsSync(file) ? statSync(file).mtimeMs : Date.now()
    return ((at - started) / 1000).toFixed(0)
  }
  const all = async () => {
    await over
    console.log(
      `Debian packages, installed in the background: ffmpeg's part ended after ${seconds(marker)} s, the rest after ${seconds(end)} s.`,
    )
    // dpkg's progress through its database is one long line per package: left out.
    const text = readFileSync(log, 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('(Reading database'))
    if (text.length) console.log(text.join('\n'))
  }
  const ffmpegPart = async () => {
    while (!ended && !existsSync(marker)) await sleep(250)
  }
  return { ffmpeg: ffmpegPart, all }
}
