import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { expect, test } from './fixtures'
import { serviceWorkerReady } from './offline-helpers'
import { ports, urls } from './ports'

test.use({ serviceWorkers: 'allow' })

const ROOT = resolve(import.meta.dirname, '../..')
const VITE = resolve(ROOT, 'node_modules/vite/bin/vite.js')
const PORT = ports.app + 10
const ORIGIN = `http://localhost:${PORT}`
const FIRST = process.env.E2E_DIST ?? 'dist'
const SECOND = `.dist-update-${ports.app}`
const RUNTIME_CONFIG = JSON.stringify({ apiBase: urls.api, assetsBase: urls.assets })

/** Serves one build folder on PORT, as a deployment would; resolves once it answers. */
async function serve(outDir: string): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    [VITE, 'preview', '--port', String(PORT), '--strictPort', '--outDir', outDir],
    { cwd: ROOT, env: { ...process.env, RUNTIME_CONFIG }, stdio: 'ignore' },
  )
  await expect
    .poll(
      async () =>
        fetch(ORIGIN).then(
          (response) => response.status,
          () => 0,
        ),
      {
        timeout: 30_000,
      },
    )
    .toBe(200)
  return server
}

async function stop(server: ChildProcess | undefined) {
  if (!server || server.exitCode !== null) return
  const exited = new Promise((done) => server.once('exit', done))
  server.kill()
  await exited
}

let running: ChildProcess | undefined

test.beforeAll(async () => {
  test.setTimeout(240_000)
  // A second deployment: the same sources built again under another build id.
  const build = spawnSync(
    process.execPath,
    [VITE, 'build', '--outDir', SECOND, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: ROOT, env: { ...process.env, BUILD_ID: `update-test-${Date.now()}` }, encoding: 'utf8' },
  )
  expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0)
})

test.afterEach(async () => {
  await stop(running)
  running = undefined
})

test('a new deployment is offered with a prompt; nothing reloads until the user accepts', async ({
  page,
}) => {
  test.setTimeout(90_000)
  running = await serve(FIRST)
  await page.goto(`${ORIGIN}/login`)
  await serviceWorkerReady(page)
  const firstScript = await page.locator('script[type="module"]').getAttribute('src')
  const email = page.getByLabel('E-mail address')
  await email.fill('half-typed@example')

  await stop(running)
  running = await serve(SECOND)
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update()
  })

  const prompt = page.getByRole('region', { name: 'A new version is available.' })
  await expect(prompt).toBeVisible()
  // The half-filled form is still there: no automatic reload.
  await expect(email).toHaveValue('half-typed@example')

  await Promise.all([
    page.waitForEvent('framenavigated'),
    prompt.getByRole('button', { name: 'Reload' }).click(),
  ])
  await expect(page.getByLabel('E-mail address')).toBeVisible()
  await expect(prompt).toHaveCount(0)
  expect(await page.locator('script[type="module"]').getAttribute('src')).not.toBe(firstScript)
})
