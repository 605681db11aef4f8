import { type ChildProcess, spawn } from 'node:child_process'
import { createConnection } from 'node:net'
import { startDouble } from '../api-double/server.mjs'
import { ports, runtimeConfig, urls } from './ports'

/** A worker's servers: the API double (in this process) and `vite preview` of the build. */
export interface WorkerServers {
  close: () => Promise<void>
}

const DIST = process.env.E2E_DIST ?? 'dist'

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

async function waitFor(check: () => Promise<boolean>, what: string, ms = 30_000) {
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
    quiet: true,
    control: true,
  })
  const preview: ChildProcess = spawn(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'preview',
      '--port',
      String(ports.app),
      '--strictPort',
      '--outDir',
      DIST,
    ],
    {
      stdio: 'ignore',
      env: {
        ...process.env,
        RUNTIME_CONFIG: runtimeConfig,
        // The double issues storage tickets on 127.0.0.1; both spellings are allowed.
        STORAGE_ORIGINS: `${urls.storage} http://127.0.0.1:${ports.storage}`,
      },
    },
  )
  await waitFor(() => portOpen(ports.app), `vite preview on ${ports.app}`)
  return {
    close: async () => {
      preview.kill('SIGTERM')
      await double.close()
    },
  }
}
