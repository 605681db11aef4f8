// @ts-check
/**
 * `npm start`: builds the PWA, starts the API double (demo data kept in a data folder, so
 * uploads survive a restart) and serves the build with `vite preview`, then prints where to go
 * and how to sign in. Ctrl-C stops everything.
 */
import { execSync, spawn, spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { startDoubleArgs } from './double-args.mjs'

const APP_PORT = Number(process.env.PORT ?? 4173)
const API_PORT = Number(process.env.DOUBLE_API_PORT ?? 8787)
const ASSETS_PORT = Number(process.env.DOUBLE_ASSETS_PORT ?? 8788)
const STORAGE_PORT = Number(process.env.DOUBLE_STORAGE_PORT ?? 8789)
const DATA_DIR = process.env.DOUBLE_DATA_DIR ?? 'tests/api-double/.data'

/**
 * Whether dist/ was built after every file the build reads last changed, as `make` judges: a
 * second `npm start` then answers in seconds instead of waiting for a build it does not need.
 */
function buildIsCurrent() {
  if (!existsSync('dist/index.html')) return false
  try {
    const built = statSync('dist/index.html').mtimeMs
    const inputs = execSync(
      'git ls-files src public locales build index.html vite.config.ts lingui.config.ts package-lock.json',
      { encoding: 'utf8' },
    )
      .split('\n')
      .filter((path) => path && existsSync(path))
    return inputs.every((path) => statSync(path).mtimeMs < built)
  } catch {
    return false // not a git checkout: build
  }
}

if (buildIsCurrent())
  console.log('The build in dist/ is up to date (npm run build makes it again).')
else {
  console.log('Building the app…')
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

/** @type {import('node:child_process').ChildProcess[]} */
const children = []
const stop = () => {
  for (const child of children) if (!child.killed) child.kill('SIGTERM')
}
process.on('SIGINT', () => {
  stop()
  process.exit(0)
})
process.on('SIGTERM', () => {
  stop()
  process.exit(0)
})

/**
 * Starts a child whose unexpected exit stops everything.
 * @param {string} label @param {string} command @param {string[]} args
 * @param {Record<string, string>} [env]
 */
function start(label, command, args, env = {}) {
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  })
  children.push(child)
  child.on('exit', (code) => {
    if (code !== null && code !== 0) {
      console.error(`${label} stopped (exit ${code}).`)
      stop()
      process.exit(code)
    }
  })
  return child
}

/**
 * Resolves with the output so far when it matches.
 * @param {import('node:child_process').ChildProcess} child @param {RegExp} pattern
 * @returns {Promise<string>}
 */
function waitFor(child, pattern, echo = false) {
  return new Promise((resolve) => {
    let buffer = ''
    child.stdout?.on('data', (/** @type {Buffer} */ chunk) => {
      const text = String(chunk)
      if (echo) process.stdout.write(text)
      buffer += text
      if (pattern.test(buffer)) resolve(buffer)
    })
  })
}

const double = start(
  'The API double',
  'node',
  startDoubleArgs({
    apiPort: API_PORT,
    assetsPort: ASSETS_PORT,
    storagePort: STORAGE_PORT,
    dataDir: DATA_DIR,
  }),
)
const doubleOutput = await waitFor(
  double,
  /Demo accounts:[\s\S]*\n\s*\S+@\S+[\s\S]*\n[\s\S]*\n[\s\S]*\n/,
)

const runtimeConfig = JSON.stringify({
  apiBase: `http://localhost:${API_PORT}`,
  assetsBase: `http://localhost:${ASSETS_PORT}`,
})
const preview = start(
  'vite preview',
  'npx',
  ['vite', 'preview', '--port', String(APP_PORT), '--strictPort'],
  {
    RUNTIME_CONFIG: runtimeConfig,
    STORAGE_ORIGINS: `http://localhost:${STORAGE_PORT} http://127.0.0.1:${STORAGE_PORT}`,
  },
)
await waitFor(preview, /Local:/)

const accounts = doubleOutput.slice(doubleOutput.indexOf('Demo accounts:'))
console.log(`
Video Insight is running.

  App:         http://localhost:${APP_PORT}/
  API double:  http://localhost:${API_PORT}  (assets on ${ASSETS_PORT}, storage on ${STORAGE_PORT})
  Data folder: ${DATA_DIR}  (delete it to start from the seeded demo library again)

${accounts.trim()}

Press Ctrl-C to stop.`)
