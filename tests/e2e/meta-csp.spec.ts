import type { Page } from '@playwright/test'
import { openSignedIn } from './fixtures'
import { expect, hostTest as test } from './hosts'
import { serviceWorkerReady } from './offline-helpers'
import { cards } from './videos-helpers'

/**
 * A host that cannot send headers (docs/decisions.md, "A policy in the page"): the build's own
 * `<meta>` Content-Security-Policy is all there is. The app runs under it without a violation
 * (hostTest fails on any), and a script injected into the page is refused by it alone.
 */
test.use({
  host: 'bare',
  // The browser's own report of the refused injection.
  allowedConsole: [/^Executing inline script violates the following Content Security Policy/],
})

/** Adds an inline script to the page, as an injection would; whether it ran. */
async function injectInlineScript(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.injectedRan = true'
    document.head.append(script)
    return (window as unknown as { injectedRan?: boolean }).injectedRan === true
  })
}

test('with no policy header, the meta alone blocks an injected inline script; the app runs', async ({
  page,
  cspViolations,
}) => {
  test.setTimeout(90_000)
  await test.step('the host sends no policy; the page carries it', async () => {
    const answer = await page.goto('/login')
    expect(answer?.headers()['content-security-policy']).toBeUndefined()
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
      'content',
      /script-src 'self' 'sha256-/,
    )
  })

  await test.step('signed in, the library and its worker run under it', async () => {
    await openSignedIn(page, '/video')
    await expect(page.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible()
    await serviceWorkerReady(page)
    await expect(cards(page).first()).toBeVisible()
    expect(cspViolations).toEqual([])
  })

  await test.step('an injected inline script is refused, and reported', async () => {
    expect(await injectInlineScript(page)).toBe(false)
    await expect
      .poll(() => cspViolations)
      .toEqual([expect.stringMatching(/script-src.* refused inline/)])
    // The one violation this test provokes; any other still fails it (hosts.ts).
    cspViolations.splice(0)
  })

  await test.step('a page the worker answers carries it too', async () => {
    const answer = await page.reload()
    expect(answer?.fromServiceWorker()).toBe(true)
    await expect(page.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible()
    expect(await injectInlineScript(page)).toBe(false)
    await expect.poll(() => cspViolations.length).toBe(1)
    cspViolations.splice(0)
  })
})
