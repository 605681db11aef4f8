import { createConnection } from 'node:net'
import { preview } from 'vite'
import { previewServerPlugin } from '../../build/vite-preview'
import { startDouble } from '../api-double/server.mjs'
import { ports, runtimeConfig, urls } from './ports'

/** A worker's servers, both in the worker's own process: the API double and `vite preview`. */
export interface WorkerServers {
  close: () => Promise<void>
}

const DIST = process.env.E2E_DIST ?? 'dist'

export function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

export async function waitFor(check: () => Promise<boolean>, what: string, ms = 30_000) {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`timed out waiting for ${what}`)
}

export async function startWorkerServers(): Promise<WorkerServers> {
  // A worker restarted after a failure may find its predecessor's ports still closing.
  await waitFor(
    async () => !(await portOpen(ports.app)) && !(await portOpen(ports.api)),
    'free ports',
  )
  const double = await startDouble({
    apiPort: ports.api,
    assetsPort: ports.assets,
    storagePort: ports.storage,
    analysisDelayMs: 1500,
    // E2E_API_LATENCY_MS: every API call answers 0.5 to 1.5 times this late (tests/e2e/README.md).
    latencyMs: Number(process.env.E2E_API_LATENCY_MS ?? 0),
    quiet: true,
    control: true,
  })
  // Vite's preview server with only the preview plugin (build/vite-preview.ts: runtime config,
  // headers, routing), which is all `vite preview` uses of vite.config.ts. Loading the whole
  // config would load every build plugin first: a separate `vite preview` process took 20-30 s
  // to listen on a busy two-core machine, this takes about 2 s, and it cannot outlive the worker.
  process.env.RUNTIME_CONFIG = runtimeConfig
  // The double issues storage tickets on 127.0.0.1; both spellings are allowed.
  process.env.STORAGE_ORIGINS = `${urls.storage} http://127.0.0.1:${ports.storage}`
  const app = await preview({
    configFile: false,
    logLevel: 'warn',
    plugins: [previewServerPlugin()],
    build: { outDir: DIST },
    preview: { port: ports.app, strictPort: true },
  }).catch(async (error: unknown) => {
    await double.close()
    throw error
  })
  return {
    close: async () => {
      await app.close()
      await double.close()
    },
  }
}
