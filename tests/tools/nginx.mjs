// @ts-check
/**
 * The nginx that serves the build in the end-to-end smoke set (tests/e2e/nginx.ts, the
 * configuration in deploy/): an explicit NGINX_PATH, else Debian's /usr/sbin/nginx, else one on
 * the PATH. `ensureNginx` installs Debian's package when none is found and we may (root, or
 * sudo without a password), as ensure-browser.mjs does for Chromium.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { aptInstall } from './apt.mjs'

const DEBIAN_NGINX = '/usr/sbin/nginx'

const works = (/** @type {string} */ path) =>
  spawnSync(path, ['-v'], { stdio: 'ignore', timeout: 10_000 }).status === 0

/** @returns {string | undefined} the nginx executable, or undefined when there is none */
export function nginxPath() {
  const explicit = process.env.NGINX_PATH
  if (explicit && existsSync(explicit)) return explicit
  if (existsSync(DEBIAN_NGINX)) return DEBIAN_NGINX
  return works('nginx') ? 'nginx' : undefined
}

/** @returns {string | undefined} nginx's path after installing it if needed */
export function ensureNginx() {
  const found = nginxPath()
  if (found) return found
  console.log("No nginx found: installing Debian's nginx package…")
  aptInstall(['nginx'])
  const installed = nginxPath()
  if (!installed) console.log('nginx could not be installed: the nginx smoke tests will fail.')
  return installed
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureNginx() ?? 'no nginx')
