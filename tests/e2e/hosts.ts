import { test as base, expect } from './fixtures'
import { type HostKind, type Nginx, startNginx } from './nginx'
import { nginxPorts } from './ports'

export { expect }

/**
 * Tests of this type fail on any Content-Security-Policy violation in a page they open: each
 * document reports its `securitypolicyviolation` events to the test from before its first
 * script runs (the pre-paint script included).
 */
export const cspTest = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = []
      await context.exposeBinding('reportCspViolation', ({ page }, violation: string) => {
        violations.push(`${page.url()}: ${violation}`)
      })
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { reportCspViolation: (text: string) => void })
            .reportCspViolation
          report(
            `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
          )
        })
      })
      await use(violations)
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
})

/**
 * The smoke set's tests: the app served by this worker's nginx (nginx.ts), through the
 * deploy/ configuration (`host: 'rules'`, the default), a host that rewrites every unknown
 * path to index.html (`host: 'rewrite'`) or the same host without headers (`host: 'bare'`),
 * with the service worker allowed. The API double is
 * the worker's own, as for every test.
 */
export const hostTest = cspTest.extend<{ host: HostKind }, { nginx: Nginx }>({
  nginx: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a destructured object
    async ({}, use) => {
      const nginx = await startNginx(nginxPorts.worker)
      await use(nginx)
      await nginx.stop()
    },
    { scope: 'worker', timeout: 30_000 },
  ],
  host: ['rules', { option: true }],
  baseURL: async ({ nginx, host }, use) => use(nginx.origins[host]),
  serviceWorkers: 'allow',
})

/** The two hosts every smoke test runs on. */
export const HOSTS: Array<{ host: HostKind; name: string }> = [
  { host: 'rules', name: 'nginx with the deploy/ configuration' },
  { host: 'rewrite', name: 'a host that rewrites every unknown path to index.html' },
]
