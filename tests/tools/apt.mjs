// @ts-check
/**
 * Debian's packages for the tests (Chromium, nginx, ffmpeg), installed one way: with apt, as
 * root or with sudo when it needs no password. ensure-*.mjs and nginx.mjs install what they
 * miss on the spot; prefetch-packages.mjs starts all of it in the background first.
 */
import { spawnSync } from 'node:child_process'

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
const sudo = isRoot ? '' : 'sudo -n '

/** True when apt is there and we may run it. */
export function mayUseApt() {
  const apt = spawnSync('apt-get', ['--version'], { stdio: 'ignore', timeout: 10_000 })
  if (apt.status !== 0) return false
  return (
    isRoot || spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore', timeout: 10_000 }).status === 0
  )
}

export const APT_UPDATE = `${sudo}apt-get update -qq`

/**
 * The shell command that installs `packages` (without their recommended extras unless asked).
 * @param {string[]} packages @param {{ recommends?: boolean }} [options]
 */
export function aptInstallCommand(packages, { recommends = false } = {}) {
  const extras = recommends ? '' : '--no-install-recommends '
  return `${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${extras}${packages.join(' ')}`
}

/**
 * Installs `packages` now, the package lists updated first; true when apt succeeded.
 * @param {string[]} packages @param {{ recommends?: boolean }} [options]
 */
export function aptInstall(packages, options) {
  const command = `${APT_UPDATE} && ${aptInstallCommand(packages, options)}`
  return spawnSync('sh', ['-c', command], { stdio: 'inherit' }).status === 0
}
