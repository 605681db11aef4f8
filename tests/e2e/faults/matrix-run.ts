import type { Page } from '@playwright/test'
import { type Double, expect, type Fault, openSignedIn, test } from '../fixtures'
import { type CallCase, endsSession, FAULT_KINDS, type FaultKind, faultFor } from './matrix'

/**
 * Runs the fault matrix (matrix.ts) as one test per call: every fault kind in turn on the same
 * page, which keeps the whole matrix to a few minutes on two cores.
 */

/**
 * The fault to inject for one case of a call.
 * - `sticky` (queries), and any dropped connection: the fault holds until cleared, so TanStack
 *   Query's own retries meet it too and the screen shows its final state, not a silently healed
 *   second attempt.
 * - A slow write answers 503 after its 10 s wait instead of running the real handler: the test
 *   has moved on by then, and a late real delete or password change must not leak into the next
 *   test that shares this worker's double.
 */
export function matrixFault(kind: FaultKind, method: string, path: string, sticky = false): Fault {
  const fault = faultFor(kind, method, path)
  // A dropped connection drops every attempt of the case: Chromium may resend a request whose
  // connection dropped more than the three times faultFor counts, and a write that got through
  // on a late resend starts real work (a trailer) that a later case then meets.
  if (sticky || kind === 'dropped') fault.times = 0
  if (kind === 'slow' && method !== 'GET') fault.status = 503
  return fault
}

/** The call answered 200 with a body the client does not read: a success as far as it can tell. */
export const answersOk = (kind: FaultKind) => kind === 'malformed' || kind === 'wrong-shape'

export interface MatrixCall extends CallCase {
  /** A query the client retries by itself: keep the fault for every attempt. */
  sticky?: boolean
  /** Runs after the case's fault is armed, before the call is made (e.g. a second fault). */
  beforeAct?: (double: Double, kind: FaultKind) => Promise<void>
  /** Runs once before the first case: the data the call needs (seeded videos, say). */
  setUp?: (double: Double) => Promise<void>
  /**
   * A 401 or 403 ends the session (docs/product.md §8), and runMatrix checks the way to Login
   * instead of calling `assert`. Where it does not (the sign-in pages, the storage origin),
   * `assert` checks those kinds too.
   */
  ownAuthErrors?: boolean
}

/** A matrix test's title: the call, its route and the number of kinds it meets. */
export const matrixTitle = (call: MatrixCall) =>
  `fault matrix: ${call.name} (${call.method} ${call.path}) × ${FAULT_KINDS.length} kinds`

/**
 * `arrange` must bring the page back to the point before the call from wherever the previous
 * kind left it (signed out by a 401/403, a popup open, a dialog closed by a success). The slow
 * kind comes last, so its unanswered request never meets a later case.
 */
export async function runMatrix(page: Page, double: Double, call: MatrixCall) {
  // Ten cases in one test, some of them waiting out TanStack Query's retries (about 3 s each).
  test.setTimeout(Math.max(test.info().timeout, 120_000))
  await call.setUp?.(double)
  for (const kind of FAULT_KINDS) {
    await test.step(`${call.name}: ${kind}`, async () => {
      await double.clearFaults()
      await call.arrange(page, double)
      await double.fault(matrixFault(kind, call.method, call.path, call.sticky))
      await call.beforeAct?.(double, kind)
      await call.act(page)
      if (endsSession(kind) && !call.ownAuthErrors) await expect(page).toHaveURL(/\/login/)
      else await call.assert(page, kind)
      await notBlank(page)
    })
  }
  await double.clearFaults()
}

/** Never a blank page: something readable and something to press is on screen. */
export async function notBlank(page: Page) {
  await expect(page.locator('body')).toContainText(/\S/)
  await expect(page.getByRole('button').first()).toBeVisible()
}

/** Brings a signed-in page to `path` (signing in again when a 401/403 ended the session). */
export async function ensureAt(page: Page, path: string, urlPattern: RegExp) {
  if (!/^https?:/.test(page.url()) || new URL(page.url()).pathname === '/login') {
    await openSignedIn(page, path)
    await expect(page).toHaveURL(urlPattern)
    return
  }
  if (!urlPattern.test(page.url())) await page.goto(path)
  await expect(page).toHaveURL(urlPattern)
}

/** Closes the app's generic popup if one is open (by its OK / Cancel / Close button). */
export async function dismissPopup(page: Page) {
  const popup = page.getByRole('alertdialog').or(page.getByRole('dialog'))
  if (await popup.count()) {
    await popup
      .first()
      .getByRole('button', { name: /^(OK|Cancel|Close)$/ })
      .first()
      .click()
    await expect(popup).toHaveCount(0)
  }
}
