// @ts-check
/**
 * The bare-stack reference app (`bare-stack/`: the design card's packages, two routes, one
 * persisted query, the PWA plugin, no product code, no pre-render), built and served by
 * `vite preview` as the product is, so the bench measures both in one run (docs/decisions.md,
 * "Budgets, ruled again").
 */
import { spawn } from 'node:child_process'
import { build } from 'vite'

const CONFIG = 'tests/bench/bare-stack/vite.config.ts'

export async function buildBareStack() {
  await build({ configFile: CONFIG, logLevel: 'warn' })
}

/**
 * Serves the built bare stack on `port` until `close` is called.
 * @param {number} port
 */
export async function serveBareStack(port) {
  // vite itself, not npx: killing npx leaves the server holding the port.
  const preview = spawn(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'preview',
      '-c',
      CONFIG,
      '--port',
      String(port),
      '--strictPort',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  await new Promise((resolve) =>
    preview.stdout?.on('data', (chunk) => String(chunk).includes('Local') && resolve(undefined)),
  )
  return { url: `http://localhost:${port}`, close: () => preview.kill('SIGTERM') }
}
