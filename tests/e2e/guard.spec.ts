import { expect, openSignedIn, signIn, test } from './fixtures'

test.describe('route guard', () => {
  test('a signed-out deep link goes to Login and returns there after sign-in', async ({ page }) => {
    await page.goto('/advanced-search?description=city%20night&kValue=25')
    await expect(page).toHaveURL(/\/login\?redirect=/)
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
    await signIn(page, undefined, { goto: page.url() })
    await expect(page).toHaveURL(/\/advanced-search\?description=city(%20|\+)night&kValue=25$/)
  })

  test('a signed-in visit to Login, ForgotPassword or ResetPassword goes to Videos', async ({
    page,
  }) => {
    await openSignedIn(page)
    await expect(page).toHaveURL(/\/video$/)
    for (const path of ['/login', '/forgot-password', '/reset-password?resetToken=x']) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/video$/)
    }
  })

  test('the whitelisted parameter survives both redirects', async ({ page }) => {
    await page.goto('/profile?ref=campaign-7')
    await expect(page).toHaveURL(/\/login\?.*ref=campaign-7/)
    await signIn(page, undefined, { goto: page.url() })
    await expect(page).toHaveURL(/\/profile\?ref=campaign-7$/)
    await page.goto('/login?ref=campaign-7')
    await expect(page).toHaveURL(/\/video\?ref=campaign-7$/)
  })

  test('an outside return address is ignored after sign-in', async ({ page }) => {
    await signIn(page, undefined, { goto: '/login?redirect=https%3A%2F%2Fevil.example%2F' })
    await expect(page).toHaveURL(/\/video$/)
  })

  test('unknown paths go to Videos (and on to Login when signed out)', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(page).toHaveURL(/\/login\?redirect=%2Fvideo/)
    await openSignedIn(page, '/no/such/page')
    await expect(page).toHaveURL(/\/video$/)
  })

  test('a 401 during the session lands on Login', async ({ page, double }) => {
    await openSignedIn(page)
    await expect(page).toHaveURL(/\/video$/)
    await double.fault({ method: 'GET', path: '/api/refresh', status: 401 })
    await page.reload()
    await expect(page).toHaveURL(/\/login/)
    expect(await page.evaluate(() => localStorage.getItem('localUser'))).toBeNull()
  })

  test('the profile is loaded at start: a rejection goes to Login, trouble keeps the session', async ({
    page,
    double,
  }) => {
    const stored = () => page.evaluate(() => localStorage.getItem('localUser'))
    await test.step('a 404 (the account is gone) ends the session and lands on Login', async () => {
      await openSignedIn(page, '/advanced-search')
      await double.fault({ method: 'GET', path: '/api/profile', status: 404 })
      await page.reload()
      await expect(page).toHaveURL(/\/login\?redirect=%2Fadvanced-search/)
      expect(await stored()).toBeNull()
    })
    await test.step('on a public page the session ends but the page stays', async () => {
      await openSignedIn(page, '/privacy-policy')
      await double.fault({ method: 'GET', path: '/api/profile', status: 200, wrongShape: true })
      await page.reload()
      await expect.poll(stored).toBeNull()
      await expect(page).toHaveURL(/\/privacy-policy$/)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })
    await test.step('a 503 (the server in trouble) keeps the session and the page', async () => {
      await openSignedIn(page, '/video')
      await double.clearRequests()
      // Enough for the query's own retries too: every try meets the trouble.
      await double.fault({ method: 'GET', path: '/api/profile', status: 503, times: 5 })
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/profile'))
      await page.reload()
      expect((await answered).status()).toBe(503)
      await expect(page).toHaveURL(/\/video$/)
      await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeAttached()
      expect(await stored()).not.toBeNull()
    })
  })

  test('the sidebar shows the user and team, and collapses', async ({ page }) => {
    await openSignedIn(page)
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' })
    await expect(sidebar).toContainText('demo@example.com')
    await expect(sidebar).toContainText('Northwind Media')
    await sidebar.getByRole('button', { name: 'Collapse sidebar' }).click()
    await expect(sidebar.getByRole('button', { name: 'Expand sidebar' })).toBeVisible()
    await expect(sidebar.getByRole('link', { name: 'Videos' })).toBeVisible()
  })

  test('the phone drawer opens, navigates and closes @phone-only @phone', async ({ page, axe }) => {
    await openSignedIn(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    await axe()
    await drawer.getByRole('link', { name: 'Profile' }).click()
    await expect(page).toHaveURL(/\/profile$/)
    await expect(drawer).toBeHidden()
  })
})
