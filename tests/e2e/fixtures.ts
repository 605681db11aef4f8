import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test'
import axeCore from 'axe-core'
import { LOCAL_USER_KEY } from '@/api/session-key'
import { camelizeKeys } from '@/lib/case'
import { encryptText } from '@/lib/crypto'
import { WORKER_PID } from '../tools/e2e-cpu-reporter.mjs'
import { DEMO } from './accounts'
import { seededBigVideo, type VideoDetail } from './demo-api'
import { urls } from './ports'
import { startWorkerServers, type WorkerServers } from './servers'

export { DEMO, OTHER_TEAM } from './accounts'
export { expect }

/** The app's one line for a failure it cannot explain (docs/product.md §8). */
export const GENERIC_ERROR = 'Something went wrong. Please try again!'

/** What AxeBuilder is given to inject once the page has axe (see the `axe` fixture). */
const AXE_LOADED = ';'

/** Console errors that are the browser's own report of an HTTP status a test asked for. */
const EXPECTED_CONSOLE = [/Failed to load resource/i]

export interface Double {
  /** Calls a control endpoint of the API double. */
  control: (path: string, init?: { method?: string; data?: unknown }) => Promise<unknown>
  /** The request log (method, path, query, headers summary, body). */
  requests: () => Promise<DoubleRequest[]>
  clearRequests: () => Promise<void>
  /** Makes the next `times` matching requests fail in the given way. */
  fault: (fault: Fault) => Promise<void>
  clearFaults: () => Promise<void>
}

export interface DoubleRequest {
  time: string
  origin?: 'api' | 'storage' | 'assets'
  method: string
  path: string
  query: Record<string, unknown>
  headers: { authorization?: unknown; content_type?: string; origin?: string; range?: string }
  body: unknown
}

export interface Fault {
  method: string
  path: string
  status?: number
  body?: unknown
  malformed?: boolean
  wrongShape?: boolean
  drop?: boolean
  /** The storage origin: the first N bytes of the body arrive, then the connection is cut. */
  dropAfterBytes?: number
  /** The assets origin: only a request whose `Range` starts at this byte (one part of a file). */
  rangeFrom?: number
  /** Never answers: the request stays open until the page gives up. */
  hang?: boolean
  delayMs?: number
  times?: number
}

/** A 422 as FastAPI answers it: one item per body field, `[field, msg, type]`. */
export function unprocessable(
  method: string,
  path: string,
  fields: [field: string, msg: string, type: string][],
): Fault {
  const detail = fields.map(([field, msg, type]) => ({ loc: ['body', field], msg, type }))
  return { method, path, status: 422, body: { detail }, times: 1 }
}

export interface Fixtures {
  double: Double
  /** The seeded "Sports Day 2025" video as its detail answer has it (fresh ids each test). */
  bigVideo: VideoDetail
  /** Extra console messages a test expects (beyond failed-resource reports). */
  allowedConsole: RegExp[]
  /** Checks the page against axe (WCAG 2 A/AA); fails the test on any violation. */
  axe: (page?: Page) => Promise<void>
}

function makeDouble(request: APIRequestContext): Double {
  const control: Double['control'] = async (path, init = {}) => {
    const response = await request.fetch(`${urls.api}/__control/${path}`, {
      method: init.method ?? (init.data === undefined ? 'GET' : 'POST'),
      data: init.data,
    })
    if (!response.ok())
      throw new Error(`control ${path}: ${response.status()} ${await response.text()}`)
    const text = await response.text()
    return text ? JSON.parse(text) : undefined
  }
  return {
    control,
    requests: async () => (await control('requests')) as DoubleRequest[],
    clearRequests: async () => void (await control('requests', { method: 'DELETE' })),
    fault: async (fault) => void (await control('faults', { data: fault })),
    clearFaults: async () => void (await control('faults', { method: 'DELETE' })),
  }
}

export const test = base.extend<Fixtures, { servers: WorkerServers }>({
  // This worker's own API double and preview server (ports from ports.ts).
  servers: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a destructured object
    async ({}, use, workerInfo) => {
      const started = Date.now()
      const servers = await startWorkerServers()
      // One line per worker start, so a run shows what its cold starts cost.
      console.log(
        `e2e worker ${workerInfo.workerIndex}: double and preview up in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      )
      await use(servers)
      await servers.close()
    },
    { scope: 'worker', auto: true, timeout: 60_000 },
  ],
  baseURL: async ({ servers: _servers }, use) => use(urls.app),
  allowedConsole: [[], { option: true }],
  // Every test starts from its worker's double in a freshly seeded state.
  double: [
    async ({ request }, use) => {
      const double = makeDouble(request)
      // For the CPU reporter (E2E_CPU=1): which worker's processes this test's CPU is.
      if (process.env.E2E_CPU)
        base.info().annotations.push({ type: WORKER_PID, description: String(process.pid) })
      await double.control('reset', { method: 'POST' })
      await use(double)
      await double.clearFaults().catch(() => undefined)
    },
    { auto: true },
  ],
  // Read after the reset: every reset seeds new ids.
  bigVideo: async ({ double: _double, request }, use) => use(await seededBigVideo(request)),
  // Every test fails on an uncaught page error or an unexpected console error.
  page: async ({ page, allowedConsole }, use) => {
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      const text = message.text()
      if ([...EXPECTED_CONSOLE, ...allowedConsole].some((pattern) => pattern.test(text))) return
      problems.push(`console.error: ${text}`)
    })
    await use(page)
    expect(problems, 'uncaught errors or console errors on the page').toEqual([])
  },
  axe: async ({ page }, use) => {
    await use(async (target = page) => {
      // Colours caught mid-transition (a theme switch just made, a hover fading) are neither
      // theme's: let running CSS transitions end first (animations such as spinners run on).
      // At most 3 s: a transition only ends on a frame, and a page the browser draws no frame
      // for would otherwise hold the scan until the test's timeout (seen once in the full
      // browser: a sweep that ran out of its 2 minutes with no call pending).
      await target.evaluate(() =>
        Promise.race([
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => animation instanceof CSSTransition)
              .map((animation) => animation.finished.catch(() => undefined)),
          ),
          new Promise((resolve) => setTimeout(resolve, 3000)),
        ]),
      )
      // axe's half-megabyte source goes into a document once: AxeBuilder would send and run
      // it twice per scan (about 0.5 of a scan's 1.9 CPU seconds on the library page). It is
      // handed a no-op source instead, and still configures and runs the axe already there.
      if (!(await target.evaluate(() => 'axe' in window))) await target.evaluate(axeCore.source)
      // Legacy mode runs axe.run in the page itself; the default runs it per frame and then
      // opens an extra blank page to merge the frames' results (the app has no frames). Only
      // violations are read, so only they are collected in full. Same rules, same findings,
      // about half the time per scan (measured on the library page).
      const results = await new AxeBuilder({ page: target, axeSource: AXE_LOADED })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .setLegacyMode()
        .options({ resultTypes: ['violations'] })
        .analyze()
      const summary = results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes
            .map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
            .join('; ')})`,
      )
      expect(summary, 'accessibility violations').toEqual([])
    })
  },
})

/**
 * Opens `path` already signed in as `account`, without going through the Login form: the
 * session is made through the API double's real `/api/login` and left where the app keeps it
 * (`localUser`, sealed with the app's own `encryptText`), so the app starts exactly as a
 * reload of a signed-in tab does (restore, then verify with `/api/refresh`). This saves each
 * test two full page loads (Login, then Videos) and the form round trip. Tests ABOUT signing
 * in (the form, its errors, its redirects) use `signIn` instead.
 *
 * Call it after the per-test reset (the `double` fixture runs first), which forgets every
 * issued token.
 */
export async function openSignedIn(page: Page, path = '/video', account = DEMO) {
  const stored = await storeSession(page, account)
  // Settled like a form sign-in: the start-up verify and profile load (docs/product.md §2) are
  // answered before the test goes on, so a fault the test arms next (on /api/refresh or
  // /api/profile, say) meets the test's own call, not these.
  const verified = page.waitForResponse(`${urls.api}/api/refresh`, { timeout: 20_000 })
  const profiled = page.waitForResponse(`${urls.api}/api/profile`, { timeout: 20_000 })
  await page.goto(path)
  await stored.dispose()
  await Promise.all([verified, profiled])
}

/**
 * Leaves a session of `account` where the app keeps it, on the origin of the test's `baseURL`,
 * without opening any page of the app: it is written into the first page of the app the test
 * opens next, before any of that page's scripts run, as if a signed-in tab had left it there.
 * An init script does the writing (no page load of its own); it is removed once that page has
 * loaded, so a later reload or a second tab finds only what the app itself kept. `openSignedIn`
 * removes it at once with the returned handle.
 */
export async function storeSession(
  page: Page,
  account = DEMO,
): Promise<{ dispose: () => Promise<void> }> {
  const response = await page.request.post(`${urls.api}/api/login`, { data: account })
  if (!response.ok()) throw new Error(`login as ${account.email}: ${response.status()}`)
  // What `login()` in src/api/auth.ts stores: the camel-cased answer plus the e-mail.
  const user = { ...(camelizeKeys(await response.json()) as object), email: account.email }
  const sealed = await encryptText(JSON.stringify(user))
  // Into a document of the app's origin: the page the test opens (not an about:blank, not the
  // double's origins; the app's is the test's `baseURL`, which a page does not tell).
  const others = [urls.api, urls.assets, urls.storage]
  const script = await page.addInitScript(
    ({ others, key, value }) => {
      if (location.protocol.startsWith('http') && !others.includes(location.origin))
        localStorage.setItem(key, value)
    },
    { others, key: LOCAL_USER_KEY, value: sealed },
  )
  let disposed: Promise<void> | undefined
  const dispose = () => {
    disposed ??= script.dispose().catch(() => undefined)
    return disposed
  }
  page.once('load', () => void dispose())
  return { dispose }
}

/** Signs in through the Login form and waits for the Videos page (or `landing`). */
export async function signIn(page: Page, account = DEMO, options: { goto?: string } = {}) {
  await page.goto(options.goto ?? '/login')
  // Typed as a visitor types: into the copy on screen, even before the app has taken the
  // pre-rendered page over (its code loads after the first paint; what is typed is kept).
  const shown = { visible: true }
  await page
    .getByLabel(/^(E-mail address|メールアドレス)$/)
    .filter(shown)
    .fill(account.email)
  await page
    .getByLabel(/^(Password|パスワード)$/)
    .filter(shown)
    .fill(account.password)
  await page.getByRole('button', { name: /^(Log in|ログイン)$/ }).click()
  // Settled: either the app left Login, or the failure popup is up. A test that navigates
  // right after must not race the sign-in.
  await expect
    .poll(
      async () =>
        !new URL(page.url()).pathname.startsWith('/login') ||
        (await page.getByRole('alertdialog').count()) > 0,
      { timeout: 20_000 },
    )
    .toBe(true)
}
