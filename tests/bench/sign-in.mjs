// @ts-check
/** The bench's two ways in as a demo user: the app's login form, and the API's token. */

/** @typedef {{ email: string, password: string }} Account */

/**
 * Signs in through the app's login form and waits for the library.
 * @param {import('@playwright/test').Page} page @param {string} app @param {Account} account
 */
export async function signIn(page, app, account) {
  await page.goto(`${app}/login`)
  await page.getByLabel('E-mail address').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL(/\/video/)
}

/**
 * The Authorization header of a fresh API session.
 * @param {string} api the API origin @param {Account} account
 * @returns {Promise<{ Authorization: string }>}
 */
export async function apiAuth(api, account) {
  const response = await fetch(`${api}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  })
  /** @type {{ access_token: string }} */
  const { access_token: token } = await response.json()
  return { Authorization: `Bearer ${token}` }
}
