// @ts-check
// The command line: flags (or environment variables) → startDouble, then the ready line and
// the demo accounts. `node tests/api-double/server.mjs --help` lists the flags.
import { ACCOUNTS } from '../sim/tables.mjs'

const USAGE = `Usage: node tests/api-double/server.mjs [--api-port 8787] [--assets-port 8788] [--storage-port 8789]
  [--host 127.0.0.1] [--data-dir DIR] [--analysis-delay-ms 8000] [--trailer-delay-ms 6000]
  [--report-delay-ms 5000] [--token-ttl-seconds 3600] [--app-origin URL]... [--quiet]
  [--latency-ms 0]  every API call answers 0.5 to 1.5 times this late (DOUBLE_LATENCY_MS)
  [--revoke-on-refresh]  a refresh revokes the token it presented (DOUBLE_REVOKE_ON_REFRESH=1)
  [--control]   mount the test control endpoints /__control/* (DOUBLE_CONTROL=1); off by default
  [--demo]      demo mode (DOUBLE_DEMO=1): seeded videos in progress finish within a minute
  [--ffmpeg PATH | --ffmpeg off]   the ffmpeg that cuts an upload's pictures (DOUBLE_FFMPEG)`

/** `--name value`, `--name=value` and bare `--flag` (true); repeated flags keep every value. @param {string[]} argv */
function parseArgs(argv) {
  /** @type {Record<string, string[]>} */
  const out = {}
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]
    if (!a.startsWith('--')) continue
    const [k, inline] = a.slice(2).split('=', 2)
    const val = inline ?? (argv[i + 1] && !argv[i + 1].startsWith('--') ? argv[++i] : 'true')
    if (!out[k]) out[k] = []
    out[k].push(val)
  }
  return out
}

/** @param {typeof import('../server.mjs').startDouble} startDouble */
export async function runCli(startDouble) {
  const args = parseArgs(process.argv.slice(2))
  if (args.help) return console.log(USAGE)
  const one = (/** @type {string} */ k) => args[k]?.at(-1)
  /** @param {string} k @param {string} env @param {number} [dflt] */
  const num = (k, env, dflt) => {
    const v = one(k) ?? process.env[env]
    return v === undefined || v === '' ? dflt : Number(v)
  }
  const handle = await startDouble({
    apiPort: num('api-port', 'DOUBLE_API_PORT', 8787),
    assetsPort: num('assets-port', 'DOUBLE_ASSETS_PORT', 8788),
    storagePort: num('storage-port', 'DOUBLE_STORAGE_PORT', 8789),
    host: one('host') ?? process.env.DOUBLE_HOST ?? '127.0.0.1',
    dataDir: one('data-dir') ?? (process.env.DOUBLE_DATA_DIR || undefined),
    analysisDelayMs: num('analysis-delay-ms', 'DOUBLE_ANALYSIS_DELAY_MS'),
    trailerDelayMs: num('trailer-delay-ms', 'DOUBLE_TRAILER_DELAY_MS'),
    reportDelayMs: num('report-delay-ms', 'DOUBLE_REPORT_DELAY_MS'),
    tokenTtlSeconds: num('token-ttl-seconds', 'DOUBLE_TOKEN_TTL_SECONDS'),
    latencyMs: num('latency-ms', 'DOUBLE_LATENCY_MS'),
    revokeOnRefresh:
      one('revoke-on-refresh') === 'true' || process.env.DOUBLE_REVOKE_ON_REFRESH === '1',
    appOrigins:
      args['app-origin'] ?? (process.env.DOUBLE_APP_ORIGIN ? [process.env.DOUBLE_APP_ORIGIN] : []),
    quiet: one('quiet') === 'true',
    control: one('control') === 'true' || process.env.DOUBLE_CONTROL === '1',
    demo: one('demo') === 'true' || process.env.DOUBLE_DEMO === '1',
    ffmpeg: one('ffmpeg') === 'off' ? false : one('ffmpeg'),
  })
  console.log(
    `API double ready api=${handle.apiUrl} assets=${handle.assetsUrl} storage=${handle.storageUrl}`,
  )
  console.log('Demo accounts:')
  for (const a of ACCOUNTS)
    console.log(`  ${a.email} / ${a.password}  (${a.full_name}, team ${a.team})`)
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await handle.close()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
