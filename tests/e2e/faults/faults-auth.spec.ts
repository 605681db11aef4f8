import { expect, type Page } from '@playwright/test'
import { DEMO, openSignedIn, test } from '../fixtures'
import type { FaultKind } from './matrix'
import { type MatrixCall, matrixTitle, runMatrix } from './matrix-run'

const loginError = 'The email or password seems to be incorrect. Please enter it again.'
const tryLater = 'We had trouble processing your request. Please try again later.'

async function fillLogin(page: Page) {
  await page.goto('/login')
  await page.getByLabel('E-mail address').fill(DEMO.email)
  await page.getByLabel('Password').fill(DEMO.password)
}

async function signedInAtLibrary(page: Page) {
  await openSignedIn(page)
  await expect(page).toHaveURL(/\/video$/)
}

/** Presses `button`; while the answer is slow the button waits, disabled, and `answered` checks
 * every other kind. */
const submitWith = (
  button: string,
  answered: (page: Page, kind: FaultKind) => Promise<void>,
): Pick<MatrixCall, 'act' | 'assert'> => ({
  act: (page) => page.getByRole('button', { name: button }).click(),
  assert: async (page, kind) => {
    if (kind === 'slow') {
      await expect(page.getByRole('button', { name: button })).toBeDisabled()
      return
    }
    await answered(page, kind)
  },
})

/** docs/product.md §8 for each sign-in-side call; 401/403 on the auth pages stay there. */
const CALLS: MatrixCall[] = [
  {
    name: 'Login',
    ownAuthErrors: true,
    method: 'POST',
    path: '/api/login',
    arrange: fillLogin,
    act: (page) => page.getByRole('button', { name: 'Log in' }).click(),
    assert: async (page, kind) => {
      if (kind === 'slow') {
        await expect(page.getByRole('status').first()).toBeAttached()
        await expect(page).toHaveURL(/\/login/)
        return
      }
      // Any error, or an answer without accessToken, is a login failure.
      await expect(page.getByRole('alertdialog')).toContainText(loginError)
      await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click()
      await expect(page.getByLabel('E-mail address')).toHaveValue(DEMO.email)
      await expect(page.getByLabel('Password')).toHaveValue(DEMO.password)
    },
  },
  {
    name: 'Forgot password',
    ownAuthErrors: true,
    method: 'POST',
    path: '/api/forgot-password',
    arrange: async (page) => {
      await page.goto('/forgot-password')
      await page.getByLabel('E-mail address').fill(DEMO.email)
    },
    ...submitWith('Send', async (page, kind) => {
      // Success and 401 are the neutral answer; the response is not read, so a malformed or
      // wrong-shaped 200 is a success too.
      const neutral = kind === '401' || kind === 'malformed' || kind === 'wrong-shape'
      const dialog = neutral ? page.getByRole('dialog') : page.getByRole('alertdialog')
      await expect(dialog).toContainText(
        neutral ? 'If there is an account associated with this email' : tryLater,
      )
      if (!neutral) {
        await dialog.getByRole('button', { name: 'OK' }).click()
        await expect(page.getByLabel('E-mail address')).toHaveValue(DEMO.email)
      }
    }),
  },
  {
    name: 'Reset password',
    ownAuthErrors: true,
    method: 'POST',
    path: '/api/reset-password',
    arrange: async (page) => {
      await page.goto('/reset-password?resetToken=some-token')
      await page.getByLabel('New password', { exact: true }).fill('Newpass123')
      await page.getByLabel('New password (confirmation)').fill('Newpass123')
    },
    ...submitWith('Submit', async (page, kind) => {
      if (kind === 'malformed' || kind === 'wrong-shape') {
        // A 200 means the reset happened; its body is not read.
        await expect(page.getByRole('dialog')).toContainText('Your password has been reset.')
        return
      }
      const dialog = page.getByRole('alertdialog')
      await expect(dialog).toContainText(
        kind === '401' ? 'This link is invalid or has expired.' : tryLater,
      )
      await dialog.getByRole('button', { name: 'OK' }).click()
      await expect(page.getByLabel('New password', { exact: true })).toHaveValue('Newpass123')
    }),
  },
  {
    name: 'Refresh (session verify at start)',
    ownAuthErrors: true,
    method: 'GET',
    path: '/api/refresh',
    arrange: signedInAtLibrary,
    act: (page) => page.reload().then(() => undefined),
    assert: async (page, kind) => {
      if (kind === 'dropped' || kind === 'slow' || kind === '500') {
        // No HTTP answer (yet), or a server in trouble (docs/decisions.md, Session: transient
        // trouble is not a rejection): the session stays and is verified again later.
        await expect(page).toHaveURL(/\/video$/)
        await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeAttached()
        expect(await page.evaluate(() => localStorage.getItem('localUser'))).not.toBeNull()
        return
      }
      // A rejection (401/403, another 4xx) or a success without a token ends the session.
      await expect(page).toHaveURL(/\/login/)
      expect(await page.evaluate(() => localStorage.getItem('localUser'))).toBeNull()
    },
  },
  {
    name: 'Profile',
    method: 'GET',
    path: '/api/profile',
    arrange: signedInAtLibrary,
    // The Profile page always asks for a fresh profile (the sidebar may use a cached one). An
    // in-app move: a page load is an app start, which guard.spec covers.
    act: (page) =>
      page
        .getByRole('complementary', { name: 'Sidebar' })
        .getByRole('link', { name: 'Profile' })
        .click(),
    assert: async (page) => {
      // The app stays usable, whatever the profile answer was.
      await expect(page).toHaveURL(/\/profile$/)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    },
  },
]

for (const call of CALLS)
  test(matrixTitle(call), ({ page, double }) => runMatrix(page, double, call))
