import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join, resolve } from 'node:path'
import { NGINX_HEADERS_FILE } from '../../build/csp'
import { nginxPath } from '../tools/nginx.mjs'
import { ports, runtimeConfig, urls } from './ports'
import { portOpen, waitFor } from './servers'

/**
 * nginx serving a build the way a deployment does, for the smoke set (hosts.spec.ts,
 * any-host.spec.ts, update.spec.ts). One nginx process (`daemon off`, its own prefix, temp and
 * log folders, unprivileged ports, stopped by `stop`) answers on three ports:
 * - `rules`: the site exactly as deploy/nginx/video-insight.conf ships it, with this worker's
 *   port, build folder, config.json and origins put into the lines a deployment edits, and the
 *   security headers the build wrote (deploy/nginx-headers.conf in the build folder);
 * - `rewrite`: a generic static host (object storage behind a CDN) that answers every path that
 *   is not a file with index.html, with the same headers;
 * - `bare`: the same generic host where no header can be set (the build's own meta policy is
 *   all the Content-Security-Policy there is).
 * Both serve `current`, a symlink to a copy of the build: `deploy(dir)` switches it to a copy of
 * another build, as a new deployment does.
 */
export type HostKind = 'rules' | 'rewrite' | 'bare'

export interface Nginx {
  origins: Record<HostKind, string>
  /** Serves a copy of `buildDir` from now on (atomically, like an operator's symlink switch). */
  deploy: (buildDir: string) => void
  stop: () => Promise<void>
}

const ROOT = resolve(import.meta.dirname, '../..')
const DEPLOY = join(ROOT, 'deploy/nginx')
export const FIRST_BUILD = resolve(ROOT, process.env.E2E_DIST ?? 'dist')
/** The security headers a build writes for nginx, installed beside the site as they are named. */
const HEADERS = `video-insight/${basename(NGINX_HEADERS_FILE)}`
const headersOf = (buildDir: string) => readFileSync(join(buildDir, NGINX_HEADERS_FILE), 'utf8')

/** Puts a deployment's values into the lines of video-insight.conf marked "this deployment". */
function siteFor(port: number, prefix: string): string {
  const site = readFileSync(join(DEPLOY, 'video-insight.conf'), 'utf8')
  const storage = `${urls.storage} http://127.0.0.1:${ports.storage}`
  const values: Array<[RegExp, string]> = [
    [/^ {4}listen [^;]+;$/m, `    listen 127.0.0.1:${port};`],
    [/^ {4}server_name [^;]+;$/m, '    server_name localhost;'],
    [/^ {4}root [^;]+;$/m, `    root ${join(prefix, 'current')};`],
    [/^ {8}root \/srv\/video-insight\/previous;$/m, `        root ${join(prefix, 'previous')};`],
    [/^ {4}set \$vi_api_origin [^;]+;$/m, `    set $vi_api_origin ${urls.api};`],
    [/^ {4}set \$vi_assets_origin [^;]+;$/m, `    set $vi_assets_origin ${urls.assets};`],
    [/^ {4}set \$vi_storage_origins [^;]+;$/m, `    set $vi_storage_origins "${storage}";`],
    [/^ {8}alias \/etc\/video-insight\/config\.json;$/m, `        alias ${prefix}/config.json;`],
  ]
  return values.reduce((text, [line, value]) => {
    if (!line.test(text)) throw new Error(`deploy/nginx/video-insight.conf: no ${line} line`)
    return text.replace(line, value)
  }, site)
}

/**
 * The generic host: the same origins and headers, and every unknown path is index.html; with
 * `headers` false, a host that cannot send headers at all.
 */
function rewriteHostFor(port: number, prefix: string, site: string, headers = true): string {
  const origins = site.match(/^ {4}set \$vi_\w+ .+;$/gm)?.join('\n') ?? ''
  const include = headers ? `include ${HEADERS};` : ''
  return `server {
    listen 127.0.0.1:${port};
    server_name localhost;
    root ${join(prefix, 'current')};
${origins}
    location = /config.json {
        alias ${prefix}/config.json;
        ${include}
        add_header Cache-Control "no-cache" always;
    }
    location / {
        ${include}
        add_header Cache-Control "no-cache" always;
        try_files $uri /index.html;
    }
}
`
}

/** The mime.types of the nginx installation (Debian: /etc/nginx/mime.types). */
function mimeTypes(nginx: string): string {
  const version = spawnSync(nginx, ['-V'], { encoding: 'utf8' })
  const confPath = /--conf-path=(\S+)/.exec(version.stderr)?.[1] ?? '/etc/nginx/nginx.conf'
  return join(dirname(confPath), 'mime.types')
}

function mainConfig(prefix: string, nginx: string): string {
  const temp = (name: string) => join(prefix, 'temp', name)
  return `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
    include ${mimeTypes(nginx)};
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${temp('body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};
    include video-insight/video-insight.conf;
    include video-insight/rewrite-host.conf;
    include video-insight/bare-host.conf;
}
`
}

export async function startNginx(ports: Record<HostKind, number>): Promise<Nginx> {
  const nginx = nginxPath()
  if (!nginx)
    throw new Error('nginx is not installed (npm test installs it: tests/tools/nginx.mjs)')
  // Readable by nginx's workers, which drop root for an unprivileged user.
  const prefix = mkdtempSync(join(tmpdir(), 'vi-nginx-'))
  chmodSync(prefix, 0o755)
  mkdirSync(join(prefix, 'video-insight'))
  mkdirSync(join(prefix, 'temp'))
  mkdirSync(join(prefix, 'builds'))
  const site = siteFor(ports.rules, prefix)
  writeFileSync(join(prefix, 'video-insight/video-insight.conf'), site)
  writeFileSync(
    join(prefix, 'video-insight/rewrite-host.conf'),
    rewriteHostFor(ports.rewrite, prefix, site),
  )
  writeFileSync(
    join(prefix, 'video-insight/bare-host.conf'),
    rewriteHostFor(ports.bare, prefix, site, false),
  )
  // deploy/README.md, "Set up": the headers come from the build served, its pre-paint hash too.
  const headers = headersOf(FIRST_BUILD)
  writeFileSync(join(prefix, HEADERS), headers)
  writeFileSync(join(prefix, 'config.json'), runtimeConfig)
  writeFileSync(join(prefix, 'nginx.conf'), mainConfig(prefix, nginx))

  let copies = 0
  /** Points `name` at `target` in one step, as `ln -sfn` does. */
  const relink = (target: string, name: string) => {
    const link = join(prefix, `${name}-${copies}`)
    symlinkSync(target, link)
    renameSync(link, join(prefix, name))
  }
  const deploy = (buildDir: string) => {
    // A build with another policy needs its headers installed and nginx reloaded ("A new
    // build"), which no test does: refuse it rather than serve its pages under the old policy.
    if (headersOf(buildDir) !== headers)
      throw new Error(`${buildDir}: other security headers than those nginx serves`)
    const copy = join(prefix, 'builds', String(++copies))
    cpSync(buildDir, copy, { recursive: true })
    // deploy/README.md, "A new build": the live build becomes the previous one, then the new
    // one goes live.
    if (copies > 1) relink(readlinkSync(join(prefix, 'current')), 'previous')
    relink(copy, 'current')
  }
  deploy(FIRST_BUILD)

  const child: ChildProcess = spawn(
    nginx,
    ['-p', `${prefix}/`, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let output = ''
  child.stderr?.on('data', (chunk) => {
    output += String(chunk)
  })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  // A worker that dies without its teardown must not leave nginx behind.
  const killOnExit = () => child.kill('SIGTERM')
  process.once('exit', killOnExit)
  const stop = async () => {
    process.off('exit', killOnExit)
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      await exited
    }
    rmSync(prefix, { recursive: true, force: true })
  }
  const listening = async () => {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`)
    const open = await Promise.all(Object.values(ports).map((port) => portOpen(port)))
    return open.every(Boolean)
  }
  try {
    await waitFor(listening, 'nginx', 10_000)
  } catch (error) {
    const log = readLog(prefix)
    await stop()
    throw new Error(`nginx did not start: ${String(error)}\n${output}\n${log}`)
  }
  return {
    origins: {
      rules: `http://localhost:${ports.rules}`,
      rewrite: `http://localhost:${ports.rewrite}`,
      bare: `http://localhost:${ports.bare}`,
    },
    deploy,
    stop,
  }
}

function readLog(prefix: string): string {
  try {
    return readFileSync(join(prefix, 'error.log'), 'utf8')
  } catch {
    return ''
  }
}
