import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, HOSTS, cspTest as test } from './hosts'
import { type Nginx, startNginx } from './nginx'
import { serviceWorkerReady } from './offline-helpers'
import { nginxPorts, ports, urls } from './ports'

/**
 * A new deployment reaches an open tab as a prompt, served by `vite preview` and by nginx (the
 * deploy/ configuration and a rewrite-to-index host, with the smoke set of hosts.spec.ts). The
 * tests run in order in one worker so that the second build is made once.
 */
test.describe.configure({ mode: 'default' })
test.use({
  serviceWorkers: 'allow',
  // Once the new service worker takes over, the old page may still load one of its lazy chunks
  // (the local index's code, say) before it reloads. The first build is gone from the server, so
  // a host that rewrites every unknown path answers with index.html and the browser logs the
  // wrong MIME type itself (nginx's 404 is the "Failed to load resource" every test allows);
  // the app treats either as a chunk that is missing.
  allowedConsole: [/Expected a JavaScript-or-Wasm module script/],
})

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
let nginx: Nginx | undefined

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
  await nginx?.stop()
  nginx = undefined
})

/**
 * Opens Login at `origin`, starts typing, lets `deployNext` put the second build in place, and
 * checks the prompt: nothing reloads until the user accepts, then the new build runs.
 */
async function offeredTheNewVersion(page: Page, origin: string, deployNext: () => Promise<void>) {
  await page.goto(`${origin}/login`)
  await serviceWorkerReady(page)
  // The app's entry is the last module script (React's and the packages' chunks run first).
  const entryScript = () => page.locator('script[type="module"]').last().getAttribute('src')
  const firstScript = await entryScript()
  const email = page.getByLabel('E-mail address')
  await email.fill('half-typed@example')

  await deployNext()
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
  expect(await entryScript()).not.toBe(firstScript)
}

test('a new deployment is offered with a prompt; nothing reloads until the user accepts', async ({
  page,
}) => {
  test.setTimeout(90_000)
  running = await serve(FIRST)
  await offeredTheNewVersion(page, ORIGIN, async () => {
    await stop(running)
    running = await serve(SECOND)
  })
})

for (const { host, name } of HOSTS) {
  test(`served by ${name}, a new deployment is offered with a prompt`, async ({ page }) => {
    test.setTimeout(90_000)
    nginx = await startNginx(nginxPorts.spare)
    const server = nginx
    await offeredTheNewVersion(page, server.origins[host], async () =>
      server.deploy(resolve(ROOT, SECOND)),
    )
  })
}

test('served by the deploy/ configuration, the previous build’s files still load after a deploy', async () => {
  nginx = await startNginx(nginxPorts.spare)
  const origin = nginx.origins.rules
  // The first build's entry script: the second build has another (its build id differs).
  const entryOf = (build: string) =>
    /src="(\/assets\/index-[\w-]+\.js)"/.exec(readFileSync(join(build, 'shell.html'), 'utf8'))?.[1]
  const firstEntry = entryOf(resolve(ROOT, FIRST))
  expect(firstEntry).toBeTruthy()
  expect(firstEntry).not.toBe(entryOf(resolve(ROOT, SECOND)))
  nginx.deploy(resolve(ROOT, SECOND))
  const old = await fetch(`${origin}${firstEntry}`)
  expect(old.status).toBe(200)
  expect(old.headers.get('content-type')).toMatch(/javascript/)
  expect(old.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  expect(old.headers.get('content-security-policy')).toBeTruthy()
  // A file of neither build is still a 404, never a page.
  expect((await fetch(`${origin}/assets/index-none.js`)).status).toBe(404)
})
