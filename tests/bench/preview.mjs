// @ts-check
/** A build served as the product is served, beside the API double, for the bench's parts. */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

/** The double's origin named as the app's page is (localhost), the port kept. */
const onLocalhost = (/** @type {string} */ origin) => `http://localhost:${new URL(origin).port}`

/**
 * Starts `vite preview` for `dist` on `port`, its runtime config naming the double's API and
 * assets origins, and resolves once it listens. vite itself, not npx: killing npx leaves the
 * server holding the port.
 * @param {{ dist?: string, port: number, double: { apiUrl: string, assetsUrl: string,
 *   storageUrl: string } }} options
 */
export async function servePreview({ dist = 'dist', port, double }) {
  // The `dist` of another checkout (an older commit's build, for an A/B) is served by that
  // checkout's own Vite config: the preview server's plugins read what their build wrote.
  const checkout = dirname(resolve(dist))
  const cwd = existsSync(resolve(checkout, 'vite.config.ts')) ? checkout : process.cwd()
  const server = spawn(
    process.execPath,
    [
      resolve(cwd, 'node_modules/vite/bin/vite.js'),
      'preview',
      '--outDir',
      resolve(dist),
      '--port',
      String(port),
      '--strictPort',
    ],
    {
      cwd,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        RUNTIME_CONFIG: JSON.stringify({
          apiBase: onLocalhost(double.apiUrl),
          assetsBase: onLocalhost(double.assetsUrl),
        }),
        STORAGE_ORIGINS: double.storageUrl,
      },
    },
  )
  await new Promise((resolve) =>
    server.stdout?.on('data', (chunk) => String(chunk).includes('Local') && resolve(undefined)),
  )
  return server
}
